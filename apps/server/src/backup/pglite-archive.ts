import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SqlRunner } from '../platform/db/client.js';
import { BackupError, type TableFigures } from './manifest.js';
import { migrationsApplied } from './migrations-applied.js';
import { tableFigures } from './table-figures.js';

export interface DatabaseCopy {
  figures: Record<string, TableFigures>;
  migrations: number;
}

const runnerOf =
  (client: PGlite): SqlRunner =>
  async <Row>(text: string, params?: unknown[]) =>
    (await client.query<Row>(text, params)).rows;

/**
 * The embedded database's data directory as PGlite dumps it (a gzipped tar). One process at a time may open
 * it: the server must be stopped first (docs/OPERATIONS.md).
 */
export async function dumpPglite(dataDir: string, file: string): Promise<DatabaseCopy> {
  const location = resolve(dataDir, 'pglite');
  if (!existsSync(join(location, 'PG_VERSION'))) throw new BackupError(`No embedded database in ${location}`);
  const client = await PGlite.create(location);
  try {
    const runner = runnerOf(client);
    const copy = { figures: await tableFigures(runner), migrations: await migrationsApplied(runner) };
    const dump = await client.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { flag: 'wx' });
    return copy;
  } finally {
    await client.close();
  }
}

/** Refused unless DATA_DIR has no embedded database yet: a restore never mixes two universities' data. */
export async function checkPgliteTargetEmpty(dataDir: string): Promise<void> {
  const location = resolve(dataDir, 'pglite');
  if (existsSync(location) && (await readdir(location)).length > 0) {
    throw new BackupError(`${location} already holds a database: restore into an empty DATA_DIR`);
  }
}

export async function restorePglite(dataDir: string, file: string): Promise<DatabaseCopy> {
  const dump = new Blob([await readFile(file)]);
  const client = await PGlite.create(resolve(dataDir, 'pglite'), { loadDataDir: dump });
  try {
    const runner = runnerOf(client);
    return { figures: await tableFigures(runner), migrations: await migrationsApplied(runner) };
  } finally {
    await client.close();
  }
}
