import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryAdmissionStore } from './memory-store.js';
import { redisAdmissionStore } from './redis-store.js';
import { MINUTE_MS, type AdmissionStore, type TrafficCounts } from './store.js';

const redisUrl = process.env.TEST_REDIS_URL;
const settings = { passIdleMs: 60_000, placeIdleMs: 30_000 };
const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
const none: TrafficCounts = { requests: 0, serverErrors: 0, refusals: 0, queued: 0 };

const redisClients: Redis[] = [];
const prefixes: string[] = [];
afterAll(async () => {
  for (const [index, redis] of redisClients.entries()) {
    const keys = await redis.keys(`${prefixes[index] ?? 'none'}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
});

const stores: [string, (() => AdmissionStore) | undefined][] = [
  ['in memory', () => memoryAdmissionStore(settings)],
  [
    'in Redis (needs TEST_REDIS_URL)',
    redisUrl
      ? () => {
          const redis = new Redis(redisUrl);
          const prefix = `portal-test:${randomBytes(6).toString('hex')}:`;
          // The tests never close the store: afterAll removes its keys, then quits the connection.
          redisClients.push(redis);
          prefixes.push(prefix);
          return redisAdmissionStore(redis, prefix, settings);
        }
      : undefined,
  ],
];

describe.each(stores)('the waiting room store %s', (_name, open) => {
  const make = () => {
    if (!open) throw new Error('unavailable');
    return open();
  };

  it.skipIf(!open)('lets a newcomer in while nobody waits, and renews the pass on every call', async () => {
    const store = make();
    expect(await store.enter(1, T0, true)).toEqual({ admitted: true });
    expect(await store.enter(1, T0 + 50_000, false)).toEqual({ admitted: true });
    // Renewed at +50 s, so still good at +100 s (past the first expiry at +60 s).
    expect((await store.tick(T0 + 100_000, 0, none)).passes).toBe(1);
    expect(await store.enter(1, T0 + 100_000, false)).toEqual({ admitted: true });
    expect((await store.tick(T0 + 161_000, 0, none)).passes).toBe(0);
    expect(await store.enter(1, T0 + 161_000, false)).toMatchObject({ admitted: false, position: 1 });
  });

  it.skipIf(!open)('queues in arrival order, one place per student however many devices ask', async () => {
    const store = make();
    expect(await store.enter(10, T0, false)).toEqual({
      admitted: false,
      position: 1,
      queueLength: 1,
      since: T0,
    });
    expect(await store.enter(11, T0 + 1, false)).toMatchObject({ position: 2, queueLength: 2 });
    expect(await store.enter(10, T0 + 2, false)).toEqual({
      admitted: false,
      position: 1,
      queueLength: 2,
      since: T0,
    });
    // Room again, but people wait: a newcomer goes behind them, never ahead.
    expect(await store.enter(12, T0 + 3, true)).toMatchObject({
      admitted: false,
      position: 3,
      queueLength: 3,
    });
    expect(await store.enter(11, T0 + 4, true)).toMatchObject({ admitted: false, position: 2 });
  });

  it.skipIf(!open)('admits from the head, first come first served, and the others move up', async () => {
    const store = make();
    for (const [index, student] of [21, 22, 23, 24, 25].entries())
      await store.enter(student, T0 + index, false);
    const first = await store.tick(T0 + 1000, 2, none);
    expect(first).toMatchObject({ admittedNow: 2, queueLength: 3, passes: 2, headSince: T0 + 2 });
    expect(await store.enter(21, T0 + 1001, false)).toEqual({ admitted: true });
    expect(await store.enter(22, T0 + 1001, false)).toEqual({ admitted: true });
    expect(await store.enter(25, T0 + 1001, false)).toMatchObject({ admitted: false, position: 3 });
    expect(await store.enter(23, T0 + 1001, false)).toMatchObject({ admitted: false, position: 1 });
    const second = await store.tick(T0 + 2000, 10, none);
    expect(second).toMatchObject({
      admittedNow: 3,
      queueLength: 0,
      passes: 5,
      headSince: null,
      admittedLastMinute: 5,
      admittedLastTenSeconds: 5,
    });
    expect(await store.enter(26, T0 + 2001, true)).toEqual({ admitted: true });
    // The line's pace now and over the minute: ten seconds later only the minute still counts them.
    expect(await store.tick(T0 + 12_500, 0, none)).toMatchObject({
      admittedLastMinute: 5,
      admittedLastTenSeconds: 0,
    });
  });

  it.skipIf(!open)('gives up the place of a student who stopped asking; those behind move up', async () => {
    const store = make();
    await store.enter(31, T0, false);
    await store.enter(32, T0, false);
    await store.enter(33, T0, false);
    await store.enter(31, T0 + 20_000, false);
    await store.enter(33, T0 + 20_000, false);
    const figures = await store.tick(T0 + 31_000, 0, none);
    expect(figures.queueLength).toBe(2);
    expect(await store.enter(33, T0 + 31_000, false)).toMatchObject({ position: 2, queueLength: 2 });
    // The lapsed student starts again at the end of the line.
    expect(await store.enter(32, T0 + 31_000, false)).toMatchObject({ position: 3, queueLength: 3 });
  });

  it.skipIf(!open)('adds up the traffic by minute and keeps the mode every instance reads', async () => {
    const store = make();
    await store.tick(T0, 0, { requests: 5, serverErrors: 1, refusals: 2, queued: 1 });
    await store.tick(T0 + 30_000, 0, { requests: 3, serverErrors: 0, refusals: 0, queued: 2 });
    await store.tick(T0 + MINUTE_MS, 0, { requests: 1, serverErrors: 0, refusals: 1, queued: 0 });
    expect(await store.traffic(T0 + MINUTE_MS + 5, 3)).toEqual([
      { minute: T0 - MINUTE_MS, requests: 0, serverErrors: 0, refusals: 0, queued: 0 },
      { minute: T0, requests: 8, serverErrors: 1, refusals: 2, queued: 3 },
      { minute: T0 + MINUTE_MS, requests: 1, serverErrors: 0, refusals: 1, queued: 0 },
    ]);
    expect((await store.tick(T0 + MINUTE_MS, 0, none)).mode).toBe('auto');
    await store.setMode('queue');
    expect((await store.tick(T0 + MINUTE_MS, 0, none)).mode).toBe('queue');
  });
});
