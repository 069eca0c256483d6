import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../platform/db/client.js';
import { runMigrations } from '../platform/db/migrate.js';
import { migrationsHash } from './pglite-template.js';

/**
 * A migrated, empty database on the TEST_DATABASE_URL server that every test file's database is copied from
 * (`create database … template …`): migrating a new database took 1.3–1.8 s on a 2-core machine and the
 * suite makes a few hundred of them; a copy takes a few tens of milliseconds. Named by a hash of the
 * migrations, so a changed migration makes a new one; built under another name and renamed when complete,
 * so a run starting meanwhile never copies half a template.
 */
const VARIABLE = 'PORTAL_TEST_POSTGRES_TEMPLATE';

/** Makes the template (unless the server already has it) and names it to the test workers. */
export async function preparePostgresTemplate(serverUrl: string): Promise<void> {
  const name = `portal_template_${migrationsHash()}`;
  const exists = await administer(serverUrl, 'select 1 from pg_database where datname = $1', [name]);
  if (exists === 0) {
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await administer(serverUrl, `create database ${building}`);
    const handle = await openPostgres(databaseUrl(serverUrl, building), 1);
    try {
      await runMigrations(handle);
    } finally {
      await handle.close();
    }
    try {
      await administer(serverUrl, `alter database ${building} rename to ${name}`);
    } catch (error) {
      // Another run finished the same template first: use theirs.
      await administer(serverUrl, `drop database if exists ${building} with (force)`);
      const madeMeanwhile = await administer(serverUrl, 'select 1 from pg_database where datname = $1', [
        name,
      ]);
      if (madeMeanwhile === 0) throw error;
    }
  }
  process.env[VARIABLE] = name;
}

/** The template to copy a test database from; undefined when the run made none (a lone file outside vitest). */
export function postgresTemplate(): string | undefined {
  return process.env[VARIABLE];
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's own connection; answers the number of rows it returned. */
export async function administer(
  serverUrl: string,
  statement: string,
  values: unknown[] = [],
): Promise<number> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(statement, values)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}
