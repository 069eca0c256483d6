import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { EventBus } from './event-bus.js';
import { inProcessBus } from './in-process-bus.js';
import { redisBus } from './redis-bus.js';

/** In-process for one instance; Redis pub/sub when REDIS_URL is set, so every instance hears every event. */
export function openEventBus(config: Config, log: FastifyBaseLogger): EventBus {
  const onError = (error: unknown) => {
    log.warn({ err: error }, 'event bus: an event was not delivered');
  };
  if (!config.REDIS_URL) return inProcessBus(onError);
  return redisBus({
    url: config.REDIS_URL,
    settings: config,
    channelPrefix: config.EVENTS_CHANNEL_PREFIX,
    onError,
  });
}
