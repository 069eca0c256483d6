import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryFailureStore, redisFailureStore, type FailureStore } from './failure-store.js';

function behavesAsAFailureStore(open: () => FailureStore) {
  it('counts failures per key with the last time, clears one key, and reads an unknown key as none', async () => {
    const store = open();
    await store.add('account:a', 1_000, 60_000);
    expect(await store.add('account:a', 2_000, 60_000)).toEqual({ count: 2, lastAt: 2_000 });
    await store.add('address:b', 2_000, 60_000);
    expect(await store.read(['account:a', 'address:b', 'account:c'], 2_000)).toEqual([
      { count: 2, lastAt: 2_000 },
      { count: 1, lastAt: 2_000 },
      undefined,
    ]);
    await store.clear('account:a');
    expect(await store.read(['account:a'], 2_000)).toEqual([undefined]);
  });
}

describe('failure store in memory', () => {
  behavesAsAFailureStore(memoryFailureStore);

  it('forgets a key its memory after the last failure', async () => {
    const store = memoryFailureStore();
    await store.add('account:a', 1_000, 60_000);
    expect(await store.read(['account:a'], 60_999)).toEqual([{ count: 1, lastAt: 1_000 }]);
    expect(await store.read(['account:a'], 61_000)).toEqual([undefined]);
  });
});

/** The same counters shared through Redis. Runs when TEST_REDIS_URL is set (CI). */
describe.runIf(process.env.TEST_REDIS_URL)('failure store in Redis', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? '');
  const prefix = `portal-test:${randomUUID()}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  behavesAsAFailureStore(() => redisFailureStore(redis, `${prefix}${randomUUID()}:`));

  it('lets Redis forget a key its memory after the last failure', async () => {
    const store = redisFailureStore(redis, prefix);
    await store.add('account:a', Date.now(), 60_000);
    const ttl = await redis.pttl(`${prefix}sign-in:account:a`);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});
