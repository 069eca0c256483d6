import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { redisReady } from '../redis-connection.js';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** One fixed window per key: counted, and the milliseconds it has left (set as the first call opens it). */
const COUNT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {current, tonumber(ARGV[1])}
end
return {current, redis.call('PTTL', KEYS[1])}`;

// Beyond this many windows in memory, lapsed ones are swept on the next count: a flood of addresses stays bounded.
const SWEEP_ABOVE = 10_000;

function countInMemory(
  windows: Map<string, { current: number; endsAt: number }>,
  key: string,
  windowMs: number,
) {
  const now = Date.now();
  if (windows.size > SWEEP_ABOVE) {
    for (const [stored, window] of windows) if (window.endsAt <= now) windows.delete(stored);
  }
  const open = windows.get(key);
  if (open && open.endsAt > now) {
    open.current += 1;
    return { current: open.current, ttl: open.endsAt - now };
  }
  windows.set(key, { current: 1, endsAt: now + windowMs });
  return { current: 1, ttl: windowMs };
}

function pair(answer: unknown): { current: number; ttl: number } | undefined {
  if (!Array.isArray(answer)) return undefined;
  const [current, ttl] = answer.map(Number);
  return current === undefined || ttl === undefined ? undefined : { current, ttl };
}

/**
 * Rate-limit counters shared by every instance in Redis while Redis answers, and counted in this
 * instance's memory while it does not (or a command fails): a limit then holds per instance, so a caller
 * spreading calls over N instances gets at most N times the limit until Redis is back, and nobody is let
 * through unlimited. The memory windows start afresh at each outage; the shared ones carry on after it.
 */
export function sharedOrLocalCounters(redis: Redis, prefix: string): FastifyRateLimitStoreCtor {
  const windows = new Map<string, { current: number; endsAt: number }>();
  const incr = (key: string, answer: Answer, timeWindow: number): void => {
    const local = () => {
      answer(null, countInMemory(windows, key, timeWindow));
    };
    if (!redisReady(redis)) {
      local();
      return;
    }
    redis.eval(COUNT, 1, prefix + key, timeWindow).then((result) => {
      const counted = pair(result);
      if (counted) answer(null, counted);
      else local();
    }, local);
  };
  const store: FastifyRateLimitStore = { incr, child: () => store };
  return class {
    incr = incr;
    child = () => store;
  };
}
