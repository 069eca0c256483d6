import type { SqlRunner } from '../platform/db/client.js';
import type { TableFigures } from './manifest.js';

/**
 * Rows and a digest of every table of the portal's schemas (`public` and drizzle's migration journal): the
 * md5 of the sorted md5s of the rows' text, so the figures do not depend on the order rows are stored in,
 * and hold 32 bytes per row in memory, not the row.
 */
export async function tableFigures(query: SqlRunner): Promise<Record<string, TableFigures>> {
  const tables = await query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const figures: Record<string, TableFigures> = {};
  for (const table of tables) {
    const qualified = `"${table.schema}"."${table.name}"`;
    const [row] = await query<{ rows: number; digest: string }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(h, '' order by h), '')) as digest
         from (select md5(t::text) as h from ${qualified} t) rows_of_table`,
    );
    figures[`${table.schema}.${table.name}`] = { rows: row?.rows ?? 0, digest: row?.digest ?? '' };
  }
  return figures;
}

/** The tables whose rows or digest differ between two sets of figures (both directions). */
export function differingTables(
  expected: Record<string, TableFigures>,
  actual: Record<string, TableFigures>,
): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names]
    .filter(
      (name) =>
        expected[name]?.rows !== actual[name]?.rows || expected[name]?.digest !== actual[name]?.digest,
    )
    .sort();
}
