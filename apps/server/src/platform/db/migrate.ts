import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { DatabaseHandle } from './client.js';

/** Resolves the same from src/ (tests, tsx) and dist/ (production): both sit three levels below the package. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

const journal = z.object({ entries: z.array(z.object({ tag: z.string() })) });

export function expectedMigrationCount(folder = MIGRATIONS_FOLDER): number {
  return journal.parse(JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8'))).entries.length;
}

export function runMigrations(handle: DatabaseHandle): Promise<void> {
  return handle.migrate(MIGRATIONS_FOLDER);
}

export async function appliedMigrationCount(handle: DatabaseHandle): Promise<number> {
  const exists = await handle.query<{ present: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (!exists[0]?.present) return 0;
  const rows = await handle.query<{ count: number }>(
    'select count(*)::int as count from drizzle.__drizzle_migrations',
  );
  return rows[0]?.count ?? 0;
}
