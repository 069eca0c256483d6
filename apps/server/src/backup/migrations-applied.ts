import type { SqlRunner } from '../platform/db/client.js';

/** How many of the portal's migrations the database has applied (0 before the first). */
export async function migrationsApplied(query: SqlRunner): Promise<number> {
  const [journal] = await query<{ present: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (!journal?.present) return 0;
  const [row] = await query<{ count: number }>(
    'select count(*)::int as count from drizzle.__drizzle_migrations',
  );
  return row?.count ?? 0;
}
