import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../../config.js';
import { PortalHttpError } from './http-error.js';

const MINUTE = 60_000;
const SIGN_IN_WINDOW = 15 * MINUTE;
/** The embedded identity provider's sign-in form (modules/identity-provider/interaction-routes.ts). */
const SIGN_IN_FORM = /^\/idp\/interaction\/:uid\/login$/;

export type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** API calls and the identity provider count; static files, docs and health probes do not. */
function limited(request: FastifyRequest): boolean {
  const url = request.routeOptions.url ?? '';
  return (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url.startsWith('/idp');
}

function isSignInForm(request: FastifyRequest): boolean {
  return request.method === 'POST' && SIGN_IN_FORM.test(request.routeOptions.url ?? '');
}

/** Counts the request under the limiter's key; over the limit, answers 429 with Retry-After. */
export async function enforce(
  limiter: Limiter,
  request: FastifyRequest,
  reply: FastifyReply,
  message: string,
): Promise<void> {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  request.log.info({ limit: result.max }, 'rate limit reached');
  void reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
  throw new PortalHttpError(429, message);
}

/** Refuses once a counter of failures has reached its limit, without counting this request. */
async function refuseWhenSpent(
  limiter: Limiter,
  request: FastifyRequest,
  reply: FastifyReply,
  message: string,
): Promise<void> {
  const result = await limiter(request, { increment: false });
  if (result.isAllowed || result.remaining > 0) return;
  request.log.info({ limit: result.max }, 'sign-in limit reached');
  void reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
  throw new PortalHttpError(429, message);
}

export interface RateLimits {
  /** Per signed-in user; registered after authentication so the caller is known. */
  registerPerUser(): void;
}

/**
 * Per-address limits on every API and sign-in request (checked before the token, so a flood of bad
 * tokens is cheap to refuse), per-user limits once the caller is known, and limits on failed sign-ins
 * at the embedded provider's form per account and per address. Counters live in memory, or in Redis when
 * REDIS_URL is set so every instance shares them; an unreachable Redis lets calls through rather than
 * taking the portal down.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<RateLimits> {
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2_000 })
    : undefined;
  if (redis) {
    redis.on('error', (error: Error) => {
      app.log.warn({ err: error }, 'rate-limit store unreachable');
    });
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: config.REDIS_KEY_PREFIX,
    skipOnError: true,
  });

  const perAddress = app.createRateLimit({
    max: config.RATE_LIMIT_ADDRESS_PER_MINUTE,
    timeWindow: MINUTE,
    keyGenerator: (request) => `address:${request.ip}`,
  });
  const signInPerAddress = app.createRateLimit({
    max: config.SIGN_IN_FAILURES_PER_ADDRESS,
    timeWindow: SIGN_IN_WINDOW,
    keyGenerator: (request) => `sign-in-address:${request.ip}`,
  });
  const signInPerAccount = app.createRateLimit({
    max: config.SIGN_IN_FAILURES_PER_ACCOUNT,
    timeWindow: SIGN_IN_WINDOW,
    keyGenerator: (request) => `sign-in-account:${signInAccount(request)}`,
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
    await enforce(
      perAddress,
      request,
      reply,
      'Too many requests from this address. Please wait and try again.',
    );
  });
  // Sign-in attempts are checked before the password is, and counted only when they fail (anything but
  // the provider's redirect onwards), so people who sign in often are never slowed down.
  app.addHook('preHandler', async (request, reply) => {
    if (!isSignInForm(request)) return;
    await refuseWhenSpent(signInPerAddress, request, reply, 'Too many failed sign-ins from this address.');
    if (signInAccount(request)) {
      await refuseWhenSpent(signInPerAccount, request, reply, 'Too many failed sign-ins for this account.');
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!isSignInForm(request) || reply.statusCode === 303 || reply.statusCode === 429) return;
    await signInPerAddress(request);
    if (signInAccount(request)) await signInPerAccount(request);
  });

  return {
    registerPerUser() {
      app.addHook('onRequest', async (request, reply) => {
        if (!limited(request) || !request.principal) return;
        await enforce(perUser, request, reply, 'Too many requests. Please wait and try again.');
      });
    },
  };
}

/** The account a sign-in form names, lower-case; empty when the form has none. */
function signInAccount(request: FastifyRequest): string {
  const form = request.body;
  if (!(form instanceof URLSearchParams)) return '';
  return (form.get('email') ?? '').trim().toLowerCase().slice(0, 254);
}
