import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { say, type Said } from '../i18n/said.js';
import { openRedis } from '../redis-connection.js';
import { PortalHttpError } from './http-error.js';
import { sharedOrLocalCounters } from './rate-limit-store.js';

const MINUTE = 60_000;

export type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** API calls and the identity provider count; static files, docs and health probes do not. */
function limited(request: FastifyRequest): boolean {
  // A provider sends every student's callback from a few addresses; its signature, checked before the
  // database is touched, is what keeps a flood of forgeries cheap.
  if (request.routeOptions.config.signedByProvider === true) return false;
  const url = request.routeOptions.url ?? '';
  return (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url.startsWith('/idp');
}

/** Counts the request under the limiter's key; over the limit, answers 429 with Retry-After. */
export async function enforce(
  limiter: Limiter,
  request: FastifyRequest,
  reply: FastifyReply,
  message: Said,
): Promise<void> {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  request.log.info({ limit: result.max }, 'rate limit reached');
  void reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
  throw new PortalHttpError(429, message);
}

export interface RateLimits {
  /** Per signed-in user; registered after authentication so the caller is known. */
  registerPerUser(): void;
}

/**
 * Per-address limits on every API and sign-in request (checked before the token, so a flood of bad
 * tokens is cheap to refuse) and per-user limits once the caller is known; failed sign-ins are slowed by
 * the sign-in throttle (platform/auth/sign-in-throttle.ts). Counters live in memory, or in Redis when
 * REDIS_URL is set so every instance shares them; while Redis is unreachable each instance counts in its
 * own memory (rate-limit-store.ts) rather than taking the portal down or letting calls through unlimited.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<RateLimits> {
  const redis = config.REDIS_URL ? openRedis(config.REDIS_URL, config) : undefined;
  if (redis) {
    redis.on('error', (error: Error) => {
      app.log.warn({ err: error }, 'rate-limit store unreachable; counting in this instance');
    });
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { store: sharedOrLocalCounters(redis, config.REDIS_KEY_PREFIX) } : {}),
  });

  const perAddress = app.createRateLimit({
    max: config.RATE_LIMIT_ADDRESS_PER_MINUTE,
    timeWindow: MINUTE,
    keyGenerator: (request) => `address:${request.ip}`,
  });
  const perUser = app.createRateLimit({
    max: config.RATE_LIMIT_USER_PER_MINUTE,
    timeWindow: MINUTE,
    keyGenerator: (request) => {
      const principal = request.principal;
      if (!principal) return `address:${request.ip}`;
      return principal.kind === 'staff'
        ? `user:staff:${principal.staffId}`
        : `user:student:${principal.studentId}`;
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!limited(request)) return;
    await enforce(perAddress, request, reply, say('limit.address'));
  });

  return {
    registerPerUser() {
      app.addHook('onRequest', async (request, reply) => {
        if (!limited(request) || !request.principal) return;
        await enforce(perUser, request, reply, say('limit.user'));
      });
    },
  };
}
