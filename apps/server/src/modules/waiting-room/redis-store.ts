import { ADMISSION_MODES, type AdmissionMode } from '@portal/contract';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { ENTER, TICK } from './redis-scripts.js';
import {
  minuteOf,
  MINUTE_MS,
  type AdmissionStore,
  type Entry,
  type LineFigures,
  type StoreSettings,
} from './store.js';

const reply = z.array(z.union([z.number(), z.string(), z.null()]));
const numberAt = (values: z.infer<typeof reply>, index: number) => Number(values[index] ?? 0);

/**
 * One line for every instance: the same state as the in-memory store, kept in Redis under `prefix` and
 * changed only by the Lua scripts of redis-scripts.ts, so each step is atomic across instances. The keys
 * share a hash tag, so they live in one slot of a Redis Cluster too.
 */
export function redisAdmissionStore(redis: Redis, prefix: string, settings: StoreSettings): AdmissionStore {
  const key = (name: string) => `${prefix}{line}:${name}`;
  const passes = key('passes');
  const line = key('line');
  const seen = key('seen');
  const since = key('since');
  const arrival = key('arrival');
  const admits = key('admits');
  const traffic = key('traffic');
  const mode = key('mode');

  return {
    async enter(studentId, now, admitNewcomer): Promise<Entry> {
      const values = reply.parse(
        await ENTER.run(
          redis,
          [passes, line, seen, since, arrival],
          [studentId, now, settings.passIdleMs, admitNewcomer ? 1 : 0],
        ),
      );
      if (numberAt(values, 0) === 1) return { admitted: true };
      return {
        admitted: false,
        position: numberAt(values, 1),
        queueLength: numberAt(values, 2),
        since: numberAt(values, 3),
      };
    },

    async tick(now, admit, counted): Promise<LineFigures> {
      const values = reply.parse(
        await TICK.run(
          redis,
          [passes, line, seen, since, admits, traffic, mode],
          [
            now,
            admit,
            settings.passIdleMs,
            settings.placeIdleMs,
            Math.floor(now / MINUTE_MS),
            counted.requests,
            counted.serverErrors,
            counted.refusals,
            counted.queued,
          ],
        ),
      );
      const headSince = values[3];
      const storedMode = ADMISSION_MODES.find((candidate) => candidate === values[5]);
      return {
        admittedNow: numberAt(values, 0),
        queueLength: numberAt(values, 1),
        passes: numberAt(values, 2),
        headSince: headSince === '' || headSince === null ? null : Number(headSince),
        admittedLastMinute: numberAt(values, 4),
        admittedLastTenSeconds: numberAt(values, 6),
        mode: storedMode ?? 'auto',
      };
    },

    async traffic(now, minutes) {
      const last = minuteOf(now);
      const starts = Array.from({ length: minutes }, (_, i) => last - (minutes - 1 - i) * MINUTE_MS);
      const fields = starts.flatMap((start) =>
        ['r', 'e', 'f', 'q'].map((kind) => `${String(start / MINUTE_MS)}:${kind}`),
      );
      const values = await redis.hmget(traffic, ...fields);
      return starts.map((minute, i) => ({
        minute,
        requests: Number(values[i * 4] ?? 0),
        serverErrors: Number(values[i * 4 + 1] ?? 0),
        refusals: Number(values[i * 4 + 2] ?? 0),
        queued: Number(values[i * 4 + 3] ?? 0),
      }));
    },

    async setMode(next: AdmissionMode) {
      await redis.set(mode, next);
    },

    async lineNow() {
      // One round trip; the three reads need not be atomic for a gauge.
      const answers = await redis.multi().zcard(line).zcard(passes).get(mode).exec();
      const value = (index: number): unknown => answers?.[index]?.[1];
      return {
        queueLength: Number(value(0) ?? 0),
        passes: Number(value(1) ?? 0),
        mode: ADMISSION_MODES.find((candidate) => candidate === value(2)) ?? 'auto',
      };
    },

    async close() {
      await redis.quit();
    },
  };
}
