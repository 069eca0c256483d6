import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { LoadSampler } from '../platform/load/load-signals.js';
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
  options: Pick<BuildOptions, 'loadSampler' | 'admissionTicks' | 'logStream'> = {},
): Promise<TestApp> {
  const config: Config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...environment });
  const database = await createTestDatabase();
  const app = await buildApp({
    config,
    database: database.handle,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    loadSampler: options.loadSampler ?? calmLoad(),
    admissionTicks: options.admissionTicks ?? 'timer',
  });
  probes?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

/** Load signals that always read calm. */
export function calmLoad(): LoadSampler {
  return { sample: () => ({ eventLoopDelayMs: 0, connectionWaitMs: 0 }), close: () => undefined };
}
