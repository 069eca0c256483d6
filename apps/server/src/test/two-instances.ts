import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig } from '../config.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../platform/db/client.js';
import { runMigrations } from '../platform/db/migrate.js';
import { createEmptyPostgresDatabase } from './database.js';
import { templateDump } from './pglite-template.js';

export interface TwoInstances {
  instance(index: 0 | 1): FastifyInstance;
  /** Each instance's address when started with `listen`. */
  urls: string[];
  close(): Promise<void>;
}

export interface TwoInstancesOptions {
  /** Settings both instances share, beyond the Redis prefixes. */
  settings?: Record<string, string>;
  /** Build options of one instance (its load sampler, manual admission ticks). */
  build?: (index: number) => Partial<BuildOptions>;
  /** Runs on each instance before it is ready (routes a test adds). */
  prepare?: (app: FastifyInstance, index: number) => void;
  /** Listen on a port each (streams need a real socket) instead of answering `inject` only. */
  listen?: boolean;
}

/**
 * Two portal instances as behind one load balancer: one Redis (`redisUrl`) under a fresh key prefix, and
 * one database, PostgreSQL when TEST_DATABASE_URL is set (a pool per instance, as two servers would have),
 * else one embedded database both share. `close` stops both and removes the database and the keys.
 */
export async function startTwoInstances(
  redisUrl: string,
  options: TwoInstancesOptions = {},
): Promise<TwoInstances> {
  const prefix = `portal-test:${randomBytes(6).toString('hex')}:`;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const handles: DatabaseHandle[] = [];
  let dropDatabase: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const database = await createEmptyPostgresDatabase(serverUrl);
    dropDatabase = () => database.drop();
    handles.push(await openPostgres(database.url, 3), await openPostgres(database.url, 3));
  } else {
    const shared = await openPglite('memory://', { loadDataDir: await templateDump() });
    handles.push(shared, shared);
  }
  const [first] = handles;
  if (!first) throw new Error('no database');
  await runMigrations(first);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `${prefix}rate:`,
    EVENTS_CHANNEL_PREFIX: `${prefix}events:`,
    WAITING_ROOM_KEY_PREFIX: `${prefix}room:`,
    ...options.settings,
  });
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];
  for (const [index, handle] of handles.entries()) {
    const app = await buildApp({ config, database: handle, logger: false, ...options.build?.(index) });
    options.prepare?.(app, index);
    if (options.listen) urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
    else await app.ready();
    apps.push(app);
  }
  return {
    instance(index) {
      const app = apps[index];
      if (!app) throw new Error(`no instance ${String(index)}`);
      return app;
    },
    urls,
    async close() {
      for (const app of apps) await app.close();
      for (const handle of new Set(handles)) await handle.close();
      await dropDatabase?.();
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    },
  };
}
