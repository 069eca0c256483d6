import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { LoadSampler } from '../platform/load/load-signals.js';
import type { FileStore } from '../platform/storage/file-store.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * The real app on its own migrated database, with configuration overrides given as environment values.
 * `probes` may add routes a test needs to provoke platform behaviour (e.g. a student write route).
 * The waiting room's load signals read calm unless `options.loadSampler` says otherwise: a busy test
 * machine must not queue other tests' registration calls. Quiet unless `options.logStream` is given: then
 * the app logs to it at LOG_LEVEL, for tests that read what is logged.
 */
export async function buildTestApp(
  environment: Record<string, string> = {},
  probes?: (app: FastifyInstance) => void,
  options: Pick<BuildOptions, 'loadSampler' | 'admissionTicks' | 'logStream'> & {
    files?: FileStore;
    /** A database the test prepared (e.g. reached through a proxy it controls) instead of a new one. */
    database?: TestDatabase;
  } = {},
): Promise<TestApp> {
  // Each app its own data directory (uploads in progress, the local file store), removed on close.
  const dataDir = environment.DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'portal-test-data-')));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...environment,
  });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config,
    database: database.handle,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    loadSampler: options.loadSampler ?? calmLoad(),
    admissionTicks: options.admissionTicks ?? 'timer',
    ...(options.files ? { files: options.files } : {}),
  });
  probes?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.dispose();
      if (environment.DATA_DIR === undefined) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Load signals that always read calm. */
export function calmLoad(): LoadSampler {
  return { sample: () => ({ eventLoopDelayMs: 0, connectionWaitMs: 0 }), close: () => undefined };
}
