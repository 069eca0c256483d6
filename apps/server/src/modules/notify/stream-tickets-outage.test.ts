import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedis } from '../../platform/redis-connection.js';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';
import { ticketsInRedis, ticketsInRedisOrMemory } from './stream-tickets.js';

const redisUrl = process.env.TEST_REDIS_URL;

/** Waits until `ready()` holds, at most `ms`. */
async function until(ready: () => boolean, ms: number) {
  const started = Date.now();
  while (!ready()) {
    if (Date.now() - started > ms) throw new Error(`not within ${String(ms)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Stream tickets through a TCP proxy to the shared Redis that the test cuts and restores. */
describe.skipIf(!redisUrl)('stream tickets while Redis is away (needs TEST_REDIS_URL)', () => {
  const prefix = `portal-test:${randomUUID()}:ticket:`;
  const holder = { studentId: 7, tokenExpiresAt: 2_000_000 };
  let proxy: TcpProxy;
  let redis: ReturnType<typeof openRedis>;

  beforeAll(async () => {
    const target = new URL(redisUrl ?? '');
    proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
    redis = openRedis(proxy.url(redisUrl ?? ''), { REDIS_COMMAND_TIMEOUT_MS: 300 });
    redis.on('error', () => undefined);
    await until(() => redis.status === 'ready', 5000);
  });
  afterAll(async () => {
    redis.disconnect();
    await proxy.close();
  });

  it('issues and takes tickets in memory while cut, once each, and in Redis again after', async () => {
    const tickets = ticketsInRedisOrMemory(redis, prefix);
    const shared = ticketsInRedis(redis, prefix);
    const before = await tickets.issue(holder);

    await proxy.cut();
    await until(() => redis.status !== 'ready', 2000);
    const started = performance.now();
    const during = await tickets.issue(holder);
    expect(await tickets.take(during)).toEqual(holder);
    expect(await tickets.take(during)).toBeUndefined();
    // Issued in Redis before the cut: unknown until Redis is back, and nothing waits for it.
    expect(await tickets.take(before)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(200);

    await proxy.restore();
    await until(() => redis.status === 'ready', 5000);
    expect(await tickets.take(before)).toEqual(holder);
    const after = await tickets.issue(holder);
    // Back in Redis, so any instance can take it.
    expect(await shared.take(after)).toEqual(holder);
  }, 20_000);
});
