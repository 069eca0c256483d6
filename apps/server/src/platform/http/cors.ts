import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';

/**
 * Cross-origin calls only from the origins CORS_ORIGINS lists (e.g. a separately hosted web app). With
 * none listed nothing is registered, so browsers keep the same-origin rule. Tokens travel in the
 * Authorization header, never in cookies, so credentials stay off.
 */
export async function registerCors(app: FastifyInstance, config: Config): Promise<void> {
  if (config.CORS_ORIGINS.length === 0) return;
  await app.register(fastifyCors, {
    origin: config.CORS_ORIGINS,
    methods: ['GET', 'POST'],
    // Every header the app sends (spec §7: MobPlatform, AcceptMob, advblk, advcalender besides the token);
    // Accept-Language is safelisted for simple values only, listed so a preflight never drops it.
    allowedHeaders: [
      'authorization',
      'content-type',
      'x-request-id',
      'accept-language',
      'mobplatform',
      'acceptmob',
      'advblk',
      'advcalender',
    ],
    exposedHeaders: ['retry-after', 'x-request-id'],
    credentials: false,
    maxAge: 600,
  });
}
