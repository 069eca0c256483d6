import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../platform/db/client.js';
import { runMigrations } from '../platform/db/migrate.js';
import { templateDump } from './pglite-template.js';

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
  await administer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 5);
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
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => administer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function administer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
