import { sql, type SQL } from 'drizzle-orm';

/** Runs one statement with `$n` parameters and ignores its rows: every bulk write goes through one. */
export type SqlWriter = (text: string, params?: unknown[]) => Promise<void>;

type Value = string | number | boolean | null;

export interface BulkColumn {
  name: string;
  /** The element type of the array parameter: 'int', 'smallint', 'text', 'time', 'boolean'… */
  type: string;
  value(row: number): Value;
}

/** A writer inside a drizzle transaction, so a failed load leaves nothing behind (DDL included). */
export function transactionWriter(tx: { execute(query: SQL): PromiseLike<unknown> }): SqlWriter {
  return async (text, params = []) => {
    const chunks = text
      .split(/\$(\d+)/)
      .map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`));
    await tx.execute(sql.join(chunks));
  };
}

/**
 * Inserts `count` rows with one `insert … select * from unnest($1::int[], $2::text[], …)` per batch: a
 * handful of parameters however many rows, which both PGlite and node-postgres handle quickly. Each array
 * is sent as PostgreSQL array text, built here, so neither driver has to serialise a JS array.
 */
export async function bulkInsert(
  write: SqlWriter,
  table: string,
  columns: readonly BulkColumn[],
  count: number,
  options: { batchSize?: number; onBatch?: (inserted: number) => void } = {},
): Promise<void> {
  const batchSize = options.batchSize ?? 20_000;
  const names = columns.map((column) => column.name).join(', ');
  const arrays = columns.map((column, index) => `$${index + 1}::${column.type}[]`).join(', ');
  const statement = `insert into ${table} (${names}) select * from unnest(${arrays})`;
  for (let start = 0; start < count; start += batchSize) {
    const end = Math.min(count, start + batchSize);
    await write(
      statement,
      columns.map((column) => arrayLiteral(column, start, end)),
    );
    options.onBatch?.(end);
  }
}

export function arrayLiteral(column: BulkColumn, start: number, end: number): string {
  const parts: string[] = [];
  for (let row = start; row < end; row++) parts.push(element(column.value(row)));
  return `{${parts.join(',')}}`;
}

function element(value: Value): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}
