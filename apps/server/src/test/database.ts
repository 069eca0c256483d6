import { randomBytes } from 'node:crypto';
import { openPglite, openPostgres, type DatabaseHandle } from '../platform/db/client.js';
import { runMigrations } from '../platform/db/migrate.js';
import { templateDump } from './pglite-template.js';
import { administer, databaseUrl, postgresTemplate } from './postgres-template.js';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the handle and, on PostgreSQL, drops the database this test file created. */
  dispose(): Promise<void>;
}

/**
 * A migrated, empty database for one test file: in-memory PGlite by default, or a fresh database on the
 * server named by TEST_DATABASE_URL (created here, dropped by `dispose`), so the same suite proves both.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite('memory://', { loadDataDir: await templateDump() });
    // A no-op on the migrated template; it still proves the template is complete.
    await runMigrations(handle);
    return { handle, dispose: () => handle.close() };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const template = postgresTemplate();
  await administer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const handle = await openPostgres(databaseUrl(serverUrl, name), 5);
  // A no-op on a copy of the migrated template; without one (a lone file outside vitest) it migrates.
  await runMigrations(handle);
  return {
    handle,
    async dispose() {
      await handle.close();
      await administer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** A fresh database URL on the TEST_DATABASE_URL server, for tests that start whole server processes. */
export async function createEmptyPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await administer(serverUrl, `create database ${name}`);
  return {
    url: databaseUrl(serverUrl, name),
    async drop() {
      await administer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
