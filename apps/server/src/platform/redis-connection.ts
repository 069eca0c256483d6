import { Redis } from 'ioredis';

export interface RedisConnectionSettings {
  REDIS_COMMAND_TIMEOUT_MS: number;
}

/** Between attempts to reconnect: growing to a second, so the portal is back within about a second of Redis. */
const retryDelay = (attempt: number) => Math.min(attempt * 100, 1000);

/**
 * A connection to the shared Redis that never holds a request up while Redis is away: a command waits
 * through at most one reconnection attempt and `REDIS_COMMAND_TIMEOUT_MS`, then fails, and each feature
 * falls back to what this instance can decide alone (docs/OPERATIONS.md, "Database and Redis outages").
 * Commands issued before the first connection wait for it (the offline queue), within the same bound.
 * A subscriber connection has no command timeout: it only subscribes, and ioredis subscribes again by
 * itself after reconnecting.
 */
export function openRedis(
  url: string,
  settings: RedisConnectionSettings,
  role: 'commands' | 'subscriber' = 'commands',
): Redis {
  return new Redis(url, {
    connectTimeout: 2_000,
    retryStrategy: retryDelay,
    ...(role === 'commands'
      ? { maxRetriesPerRequest: 1, commandTimeout: settings.REDIS_COMMAND_TIMEOUT_MS }
      : {}),
  });
}

/** Redis answers now: a feature asks it; otherwise it decides alone at once instead of waiting for a timeout. */
export const redisReady = (redis: Redis) => redis.status === 'ready';
