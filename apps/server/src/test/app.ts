import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * The real app on its own migrated database, with configuration overrides given as environment values.
 * `probes` may add routes a test needs to provoke platform behaviour (e.g. a student write route).
 */
export async function buildTestApp(
  environment: Record<string, string> = {},
  probes?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const config: Config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...environment });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database: database.handle, logger: false });
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
