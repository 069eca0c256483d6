import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { Registry } from 'prom-client';
import { afterAll, describe, expect, it } from 'vitest';
import { AdmissionController } from './admission.js';
import { memoryAdmissionStore } from './memory-store.js';
import { registerWaitingRoomMetrics } from './metrics.js';
import { redisAdmissionStore } from './redis-store.js';
import type { AdmissionStore } from './store.js';

const redisUrl = process.env.TEST_REDIS_URL;
const settings = { passIdleMs: 600_000, placeIdleMs: 600_000 };
const calm = { sample: () => ({ eventLoopDelayMs: 0, connectionWaitMs: 0 }), close: () => undefined };

const redisClients: Redis[] = [];
const prefix = `portal-test:${randomBytes(6).toString('hex')}:`;
afterAll(async () => {
  for (const redis of redisClients) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
});

/** An instance's door and its /metrics registry; 4 a second lets two students in a tick. */
function instance(store: AdmissionStore) {
  const room = new AdmissionController(
    store,
    calm,
    {
      eventLoopDelayThresholdMs: 100,
      connectionWaitThresholdMs: 150,
      passIdleSeconds: 600,
      placeIdleSeconds: 600,
      holdSeconds: 0,
      admitPerSecond: 4,
    },
    { warn: () => undefined } as never,
  );
  const registry = new Registry();
  registerWaitingRoomMetrics(registry, room);
  /** The figure of one series as a scrape shows it. */
  const figure = async (series: string) => {
    const line = (await registry.metrics()).split('\n').find((text) => text.startsWith(`${series} `));
    return Number(line?.split(' ')[1]);
  };
  return { room, registry, figure };
}

const sharedRedisStore = () => {
  if (!redisUrl) throw new Error('TEST_REDIS_URL is not set');
  const redis = new Redis(redisUrl);
  redisClients.push(redis);
  return redisAdmissionStore(redis, prefix, settings);
};

async function queueStudents(room: AdmissionController, first: number, count: number) {
  for (let studentId = first; studentId < first + count; studentId++) await room.enter(studentId);
}

describe('the waiting room on /metrics', () => {
  it('shows the line, the mode and the admissions as students wait and are let in', async () => {
    const { room, figure } = instance(memoryAdmissionStore(settings));
    await room.setMode('queue');
    await queueStudents(room, 1, 5);
    expect(await figure('portal_waiting_room_line')).toBe(5);
    expect(await figure('portal_waiting_room_mode{mode="queue"}')).toBe(1);
    expect(await figure('portal_waiting_room_mode{mode="auto"}')).toBe(0);
    expect(await figure('portal_waiting_room_admitted_total')).toBe(0);

    await room.setMode('auto');
    await room.tick();
    expect(await figure('portal_waiting_room_line')).toBe(3);
    expect(await figure('portal_waiting_room_passes')).toBe(2);
    expect(await figure('portal_waiting_room_admitted_total')).toBe(2);
    // Two students in one half-second tick.
    expect(await figure('portal_waiting_room_admission_pace_per_second')).toBe(4);
    await room.tick();
    expect(await figure('portal_waiting_room_admitted_total')).toBeGreaterThanOrEqual(4);
    expect(await figure('portal_waiting_room_line')).toBeLessThanOrEqual(1);
    expect(await figure('portal_waiting_room_overloaded')).toBe(0);
    expect(await figure('portal_waiting_room_store_up')).toBe(1);
  });

  // Needs a Redis server: the shared line is Redis itself.
  it.skipIf(!redisUrl)(
    'reads the line every instance shares; counts the admissions of each instance',
    async () => {
      const first = instance(sharedRedisStore());
      const second = instance(sharedRedisStore());
      await first.room.setMode('queue');
      await queueStudents(first.room, 1, 3);
      await queueStudents(second.room, 4, 3);
      expect(await first.figure('portal_waiting_room_line')).toBe(6);
      expect(await second.figure('portal_waiting_room_line')).toBe(6);

      await second.room.setMode('auto');
      await second.room.tick();
      expect(await second.figure('portal_waiting_room_admitted_total')).toBe(2);
      expect(await first.figure('portal_waiting_room_admitted_total')).toBe(0);
      // Read from Redis on the scrape, not from the first instance's last tick (it has not ticked).
      expect(await first.figure('portal_waiting_room_line')).toBe(4);
      expect(await first.figure('portal_waiting_room_mode{mode="auto"}')).toBe(1);
    },
  );

  it('still answers the scrape when the shared store is unreachable, and says so', async () => {
    // Nothing listens on port 1: every command fails at once.
    const redis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    const { figure, registry } = instance(redisAdmissionStore(redis, prefix, settings));
    await expect(registry.metrics()).resolves.toContain('portal_waiting_room_admitted_total 0');
    expect(await figure('portal_waiting_room_store_up')).toBe(0);
    redis.disconnect();
  });
});
