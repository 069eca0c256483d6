import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { buildStaffMember, FACTORY_STAFF_PASSWORD } from '../test/factories.js';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';

const redisUrl = process.env.TEST_REDIS_URL;
const PUBLIC_ROUTE = '/api/Portal/GetAppConfiguration';
/** A call must not wait on a dead Redis: well under a second here (the command timeout is 300 ms). */
const BOUND_MS = 1000;

/**
 * Redis going away under two instances that share it: a TCP proxy in the test stands between them and the
 * shared Redis, drops every connection and refuses new ones, then takes them again. Meanwhile rate limits
 * and the sign-in throttle hold per instance (nothing waits on Redis, nothing goes unlimited), and once
 * Redis is back the two instances share one limit again, with no restart. Needs TEST_REDIS_URL.
 */
describe.skipIf(!redisUrl)('rate limits and sign-in while Redis is away (needs TEST_REDIS_URL)', () => {
  const prefix = `portal-test:${randomUUID()}:`;
  let proxy: TcpProxy;
  let one: TestApp;
  let two: TestApp;
  let addresses = 0;
  const freshAddress = () => `198.51.100.${String((addresses += 1))}`;

  beforeAll(async () => {
    const target = new URL(redisUrl ?? '');
    proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
    const environment = {
      REDIS_URL: proxy.url(redisUrl ?? ''),
      REDIS_KEY_PREFIX: `${prefix}rate:`,
      EVENTS_CHANNEL_PREFIX: `${prefix}events:`,
      WAITING_ROOM_KEY_PREFIX: `${prefix}room:`,
      REDIS_COMMAND_TIMEOUT_MS: '300',
      RATE_LIMIT_ADDRESS_PER_MINUTE: '4',
      SIGN_IN_FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS: '1',
    };
    one = await buildTestApp(environment);
    two = await buildTestApp(environment);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await proxy.close();
    const redis = new Redis(redisUrl ?? '');
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const call = async (subject: TestApp, remoteAddress: string) => {
    const started = performance.now();
    const response = await subject.app.inject({ method: 'GET', url: PUBLIC_ROUTE, remoteAddress });
    return { status: response.statusCode, ms: performance.now() - started };
  };
  /** Four calls from one address spread over both instances, then one more on each: what each answers. */
  const spread = async (address: string) => {
    const answers = [];
    for (const subject of [one, two, one, two, one, two]) answers.push(await call(subject, address));
    return answers;
  };
  const signIn = async (subject: TestApp, userName: string, password: string, address: string) => {
    const started = performance.now();
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/account/AdminLogin',
      payload: { userName, Pass: password },
      remoteAddress: address,
    });
    return { status: response.statusCode, ms: performance.now() - started };
  };

  it('limits per instance while Redis is away and shares the limit again once it is back', async () => {
    const shared = await spread(freshAddress());
    expect(shared.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 429, 429]);

    await proxy.cut();
    // Each instance counts alone: four calls each, the fifth refused, and none waits on Redis.
    const address = freshAddress();
    for (const subject of [one, two]) {
      const answers = [];
      for (let n = 0; n < 5; n += 1) answers.push(await call(subject, address));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 429]);
      for (const answer of answers) expect(answer.ms).toBeLessThan(BOUND_MS);
    }

    await proxy.restore();
    const started = performance.now();
    const statuses = async () => (await spread(freshAddress())).map((answer) => answer.status).join(' ');
    while ((await statuses()) !== '200 200 200 200 429 429') {
      expect(performance.now() - started).toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 30_000);

  it('signs staff in and slows guessing per instance while Redis is away', async () => {
    const staff = await buildStaffMember(one.database.handle.db, { roles: ['registrar'] });
    await proxy.cut();
    const address = freshAddress();
    const wrong = () => signIn(one, staff.email, 'not the password', address);
    const first = await wrong();
    const second = await wrong();
    for (const answer of [first, second]) {
      expect(answer.status).not.toBe(429);
      expect(answer.status).toBeLessThan(500);
      expect(answer.ms).toBeLessThan(BOUND_MS);
    }
    // The second failure beyond the free one makes the next attempt wait: counted in this instance's memory.
    const third = await wrong();
    expect(third.status).toBe(429);
    expect(third.ms).toBeLessThan(BOUND_MS);
    // The other instance saw none of it: per instance, as the operations guide says.
    expect((await signIn(two, staff.email, 'not the password', address)).status).not.toBe(429);
    const right = await signIn(one, staff.email, FACTORY_STAFF_PASSWORD, freshAddress());
    expect(right.status).toBe(200);
    expect(right.ms).toBeLessThan(BOUND_MS + 2000);
    await proxy.restore();
  }, 30_000);
});
