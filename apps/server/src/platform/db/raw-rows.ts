import type { SQL } from 'drizzle-orm';
import type { Database } from './client.js';

/**
 * The rows of a statement drizzle's builder cannot write (a data-modifying WITH, a lock with a computed
 * answer). Both drivers answer `execute` with `{ rows }`; drizzle types the result per driver, and the
 * handle here is typed for either, so the shape is named once here.
 */
export async function rawRows<Row extends Record<string, unknown>>(
  db: Pick<Database, 'execute'>,
  statement: SQL,
): Promise<Row[]> {
  const result: unknown = await db.execute(statement);
  return (result as { rows: Row[] }).rows;
}
