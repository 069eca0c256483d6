import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { hashToken } from './service.js';
import { say } from '../../platform/i18n/said.js';

const MINUTE = 60_000;

function tokenOf(request: FastifyRequest): string {
  const query = request.query;
  if (typeof query !== 'object' || query === null || !('token' in query)) return '';
  return typeof query.token === 'string' ? query.token : '';
}

/**
 * The public feed's own limits, on top of the portal's per-address one: per link (a calendar app polls a
 * few times a day; a link fetched more than CALENDAR_FEED_PER_MINUTE times a minute is being abused) and
 * per address (CALENDAR_FEED_ADDRESS_PER_MINUTE). Counters use the portal's store (memory or Redis), keyed
 * by the token's hash so no token is written to Redis.
 */
export function registerFeedLimits(app: FastifyInstance, config: Config) {
  const perLink = app.createRateLimit({
    max: config.CALENDAR_FEED_PER_MINUTE,
    timeWindow: MINUTE,
    keyGenerator: (request) => `calendar-feed:${hashToken(tokenOf(request))}`,
  });
  const perAddress = app.createRateLimit({
    max: config.CALENDAR_FEED_ADDRESS_PER_MINUTE,
    timeWindow: MINUTE,
    keyGenerator: (request) => `calendar-feed-address:${request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const limiter of [perAddress, perLink]) {
      const result = await limiter(request);
      if (result.isAllowed || !result.isExceeded) continue;
      void reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
      throw new PortalHttpError(429, say('limit.calendar'));
    }
  };
}
