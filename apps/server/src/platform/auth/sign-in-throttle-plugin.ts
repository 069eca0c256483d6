import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { openRedis } from '../redis-connection.js';
import { memoryFailureStore, sharedOrLocalFailureStore, type FailureStore } from './failure-store.js';
import { signInThrottle, type SignInThrottle } from './sign-in-throttle.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Growing delays after failed sign-ins, shared by the embedded provider's form and AdminLogin. */
    signInThrottle: SignInThrottle;
  }
}

function openStore(app: FastifyInstance, config: Config): FailureStore {
  if (!config.REDIS_URL) return memoryFailureStore();
  const redis = openRedis(config.REDIS_URL, config);
  redis.on('error', (error: Error) => {
    app.log.warn({ err: error }, 'sign-in throttle store unreachable; counting in this instance');
  });
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return sharedOrLocalFailureStore(redis, config.REDIS_KEY_PREFIX);
}

/**
 * Counters in memory for one instance, or in Redis (REDIS_URL) so every instance counts together, falling
 * back to this instance's memory while Redis is away.
 */
export function registerSignInThrottle(app: FastifyInstance, config: Config): void {
  const settings = {
    freeFailures: {
      'account-address': config.SIGN_IN_FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS,
      account: config.SIGN_IN_FREE_FAILURES_PER_ACCOUNT,
      address: config.SIGN_IN_FREE_FAILURES_PER_ADDRESS,
    },
    maxDelayMs: config.SIGN_IN_MAX_DELAY_SECONDS * 1000,
    memoryMs: config.SIGN_IN_FAILURE_MEMORY_MINUTES * 60_000,
  };
  app.decorate('signInThrottle', signInThrottle(openStore(app, config), settings, app.log));
}
