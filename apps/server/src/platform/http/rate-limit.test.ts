import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStudent } from '../../test/factories.js';
import { studentAuthorization } from '../../test/sessions.js';

const STUDENT_ROUTE = '/api/Portal/GetImpersonationHistory';
const PUBLIC_ROUTE = '/api/Portal/GetAppConfiguration';

function expect429(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  return errorEnvelope.parse(response.json());
}

describe('rate limits (in memory)', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({
      RATE_LIMIT_USER_PER_MINUTE: '3',
      RATE_LIMIT_ADDRESS_PER_MINUTE: '8',
    });
  });
  afterAll(() => subject.close());

  it('limits each signed-in user, with 429, Retry-After and the envelope, without slowing another user', async () => {
    const db = subject.database.handle.db;
    const first = await studentAuthorization(subject.app, await buildStudent(db));
    const second = await studentAuthorization(subject.app, await buildStudent(db));
    const call = (headers: { authorization: string }, remoteAddress: string) =>
      subject.app.inject({ method: 'GET', url: STUDENT_ROUTE, headers, remoteAddress });
    // Different addresses, so only the per-user counter can refuse.
    for (let n = 0; n < 3; n += 1)
      expect((await call(first, `198.51.100.${String(n)}`)).statusCode).toBe(200);
    const refused = expect429(await call(first, '198.51.100.9'));
    expect(refused.Status).toBe('429');
    expect(refused.Message).toMatch(/Too many requests/);
    expect((await call(second, '198.51.100.10')).statusCode).toBe(200);
  });

  it("leaves a payment provider's signed callbacks out of the per-address limit", async () => {
    const callback = () =>
      subject.app.inject({
        method: 'POST',
        url: '/api/Billing/FawryCallback',
        payload: { messageSignature: 'f'.repeat(64) },
        remoteAddress: '203.0.113.50',
      });
    // Forged, so each is refused by its signature: never by the limit, and nothing reaches the database.
    for (let n = 0; n < 12; n += 1) expect((await callback()).json()).toMatchObject({ Status: '403' });
  });

  it('limits each address, before looking at any token', async () => {
    const call = (remoteAddress: string) =>
      subject.app.inject({ method: 'GET', url: PUBLIC_ROUTE, remoteAddress });
    for (let n = 0; n < 8; n += 1) expect((await call('203.0.113.7')).statusCode).toBe(200);
    expect(expect429(await call('203.0.113.7')).Message).toMatch(/this address/);
    const withBadToken = await subject.app.inject({
      method: 'GET',
      url: STUDENT_ROUTE,
      remoteAddress: '203.0.113.7',
      headers: { authorization: 'Bearer forged' },
    });
    expect(withBadToken.statusCode).toBe(429);
    expect((await call('203.0.113.8')).statusCode).toBe(200);
  });

  it('does not count static files, docs or health probes', async () => {
    for (let n = 0; n < 12; n += 1) {
      const response = await subject.app.inject({
        method: 'GET',
        url: '/healthz',
        remoteAddress: '203.0.113.20',
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

/** Shared counters: two instances on one Redis refuse together. Runs when TEST_REDIS_URL is set (CI). */
describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? '';
  const prefix = `portal-test:${randomUUID()}:`;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const environment = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix, RATE_LIMIT_ADDRESS_PER_MINUTE: '4' };
    one = await buildTestApp(environment);
    two = await buildTestApp(environment);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts calls to either instance against one limit, under its own key prefix', async () => {
    const call = (subject: TestApp) =>
      subject.app.inject({ method: 'GET', url: PUBLIC_ROUTE, remoteAddress: '198.51.100.77' });
    expect((await call(one)).statusCode).toBe(200);
    expect((await call(two)).statusCode).toBe(200);
    expect((await call(one)).statusCode).toBe(200);
    expect((await call(two)).statusCode).toBe(200);
    expect429(await call(one));
    expect429(await call(two));
    const redis = new Redis(redisUrl);
    try {
      expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThan(0);
    } finally {
      await redis.quit();
    }
  });
});
