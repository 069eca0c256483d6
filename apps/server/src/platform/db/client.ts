import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Rows of a raw query, whichever driver ran it. */
export type SqlRunner = <Row extends Record<string, unknown>>(
  text: string,
  params?: unknown[],
) => Promise<Row[]>;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Raw SQL for the few places drizzle's builder does not fit (bulk loads, catalog checks). */
  query: SqlRunner;
  /** Applies the migrations in `folder` while holding the migration advisory lock. */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export class DatabaseUnreachableError extends Error {}

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/** Any constant works, as long as every instance uses the same one: 'PORTALMG' in ASCII. */
const MIGRATION_LOCK_KEY = '5787213827538963783';

/** Embedded PostgreSQL (PGlite) under `dataDir`, or in memory when `dataDir` is 'memory://'. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = resolve(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location);
  const db = drizzlePglite({ client, ...drizzleOptions });
  const query: SqlRunner = async <Row>(text: string, params?: unknown[]) =>
    (await client.query<Row>(text, params)).rows;
  return {
    kind: 'pglite',
    db,
    query,
    async migrate(folder) {
      // One PGlite data directory can only be opened by one process, so the lock is a formality here,
      // kept so both drivers run the same steps.
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migratePglite(db, { migrationsFolder: folder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    },
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseUnreachableError(describeConnectionError(error));
  }
  const query: SqlRunner = async <Row extends Record<string, unknown>>(text: string, params?: unknown[]) =>
    (await pool.query<Row>(text, params)).rows;
  return {
    kind: 'postgres',
    db: drizzlePostgres({ client: pool, ...drizzleOptions }),
    query,
    async migrate(folder) {
      // Advisory locks belong to a session, so lock, migrate and unlock on one connection.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePostgres(drizzlePostgres({ client, ...drizzleOptions }), { migrationsFolder: folder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize: number;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize)
    : openPglite(options.dataDir);
}

function describeConnectionError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return error.errors.map((inner) => describeConnectionError(inner)).join('; ');
  }
  if (error instanceof Error) {
    const code = 'code' in error && typeof error.code === 'string' ? `${error.code} ` : '';
    return `${code}${error.message || error.name}`.trim();
  }
  return String(error);
}
