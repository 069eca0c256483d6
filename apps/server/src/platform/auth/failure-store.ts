import type { Redis } from 'ioredis';
import { redisReady } from '../redis-connection.js';

/** Failed sign-ins under one key: how many, and when the last one was (epoch milliseconds). */
export interface FailureRecord {
  count: number;
  lastAt: number;
}

/** Where failed sign-ins are counted: in memory for one instance, or in Redis shared by every instance. */
export interface FailureStore {
  read(keys: readonly string[], now: number): Promise<(FailureRecord | undefined)[]>;
  /** Counts one failure at `now`; the key is forgotten `memoryMs` after its last failure. */
  add(key: string, now: number, memoryMs: number): Promise<FailureRecord>;
  clear(key: string): Promise<void>;
}

// Beyond this many keys, forgotten ones are swept on the next failure, so a flood of names stays bounded.
const SWEEP_ABOVE = 10_000;

export function memoryFailureStore(): FailureStore {
  const records = new Map<string, FailureRecord & { forgetAt: number }>();
  const live = (key: string, now: number) => {
    const record = records.get(key);
    return record && record.forgetAt > now ? record : undefined;
  };
  return {
    async read(keys, now) {
      return keys.map((key) => {
        const record = live(key, now);
        return record && { count: record.count, lastAt: record.lastAt };
      });
    },
    async add(key, now, memoryMs) {
      if (records.size > SWEEP_ABOVE) {
        for (const [stored, record] of records) if (record.forgetAt <= now) records.delete(stored);
      }
      const count = (live(key, now)?.count ?? 0) + 1;
      records.set(key, { count, lastAt: now, forgetAt: now + memoryMs });
      return { count, lastAt: now };
    },
    async clear(key) {
      records.delete(key);
    },
  };
}

export function redisFailureStore(redis: Redis, prefix: string): FailureStore {
  const stored = (key: string) => `${prefix}sign-in:${key}`;
  return {
    async read(keys) {
      const pipeline = redis.pipeline();
      for (const key of keys) pipeline.hmget(stored(key), 'count', 'lastAt');
      const answers = (await pipeline.exec()) ?? [];
      return answers.map(([error, fields]) => {
        if (error) throw error;
        if (!Array.isArray(fields)) return undefined;
        const [count, lastAt] = fields.map(Number);
        return count && lastAt ? { count, lastAt } : undefined;
      });
    },
    async add(key, now, memoryMs) {
      const answers =
        (await redis
          .multi()
          .hincrby(stored(key), 'count', 1)
          .hset(stored(key), 'lastAt', now)
          .pexpire(stored(key), memoryMs)
          .exec()) ?? [];
      const [error, count] = answers[0] ?? [];
      if (error) throw error;
      return { count: Number(count), lastAt: now };
    },
    async clear(key) {
      await redis.del(stored(key));
    },
  };
}

/**
 * The Redis store while Redis answers, this instance's memory while it does not (or a command fails): a
 * sign-in is then slowed by the failures this instance saw, never let through unthrottled because the
 * shared counters are out of reach. After Redis returns the shared counters apply again, as they were.
 */
export function sharedOrLocalFailureStore(redis: Redis, prefix: string): FailureStore {
  const shared = redisFailureStore(redis, prefix);
  const local = memoryFailureStore();
  const pick = () => (redisReady(redis) ? shared : local);
  return {
    read: (keys, now) =>
      pick()
        .read(keys, now)
        .catch(() => local.read(keys, now)),
    add: (key, now, memoryMs) =>
      pick()
        .add(key, now, memoryMs)
        .catch(() => local.add(key, now, memoryMs)),
    clear: async (key) => {
      await Promise.all([local.clear(key), redisReady(redis) ? shared.clear(key) : undefined]);
    },
  };
}
