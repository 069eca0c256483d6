import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import type { SqlRunner } from '../platform/db/client.js';
import { BackupError } from './manifest.js';
import { migrationsApplied } from './migrations-applied.js';
import type { DatabaseCopy } from './pglite-archive.js';
import { tableFigures } from './table-figures.js';

const run = promisify(execFile);

const runnerOf =
  (client: pg.Client): SqlRunner =>
  async <Row extends Record<string, unknown>>(text: string, params?: unknown[]) =>
    (await client.query<Row>(text, params)).rows;

async function connected<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** pg_dump / pg_restore from the PATH, with a clear word when PostgreSQL's client tools are missing. */
async function tool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(name, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') {
      throw new BackupError(
        `${name} not found: install PostgreSQL's client tools (the server's major version)`,
      );
    }
    const said = (error as { stderr?: string }).stderr?.trim();
    throw new BackupError(`${name} failed: ${said || String(error)}`);
  }
}

/**
 * pg_dump's custom format, taken while the portal runs: the figures are read in a repeatable-read
 * transaction whose snapshot pg_dump is given, so both see the same instant.
 */
export async function dumpPostgres(url: string, file: string): Promise<DatabaseCopy> {
  return connected(url, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    try {
      const [snapshot] = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows;
      const runner = runnerOf(client);
      const copy = { figures: await tableFigures(runner), migrations: await migrationsApplied(runner) };
      await tool('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot?.id ?? ''}`,
        `--file=${file}`,
        `--dbname=${url}`,
      ]);
      return copy;
    } finally {
      await client.query('rollback');
    }
  });
}

/** Refused unless the target database has none of the portal's tables: a restore never mixes data. */
export async function checkPostgresTargetEmpty(url: string): Promise<void> {
  await connected(url, async (client) => {
    const [row] = (
      await client.query<{ tables: number }>(
        `select count(*)::int as tables from information_schema.tables
          where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'`,
      )
    ).rows;
    if ((row?.tables ?? 0) > 0) {
      throw new BackupError(
        `The target database already has ${String(row?.tables)} tables: restore into an empty one`,
      );
    }
  });
}

/** All or nothing: one transaction, stopped at the first error. */
export async function restorePostgres(url: string, file: string): Promise<DatabaseCopy> {
  await tool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
  return connected(url, async (client) => {
    const runner = runnerOf(client);
    return { figures: await tableFigures(runner), migrations: await migrationsApplied(runner) };
  });
}
