import type { DatabaseHandle } from '../../platform/db/client.js';

/** Tables whose rows are bookkeeping of the call itself, not state a refused call may not change. */
const BOOKKEEPING = new Set(['__drizzle_migrations']);

async function tables(handle: DatabaseHandle): Promise<string[]> {
  const rows = await handle.query<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.table_name).filter((name) => !BOOKKEEPING.has(name));
}

/** Row count and checksum of every table: equal snapshots mean no row was added, removed or changed. */
export async function databaseChecksum(handle: DatabaseHandle): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const table of await tables(handle)) {
    const [row] = await handle.query<{ rows: number | string; digest: string | null }>(
      `select count(*) as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
         from "${table}" t`,
    );
    snapshot[table] = `${String(row?.rows ?? 0)}:${row?.digest ?? ''}`;
  }
  return snapshot;
}

/** Every row that belongs to one student: the student's own row and each row of a table with student_id. */
export async function rowsOfStudent(
  handle: DatabaseHandle,
  studentId: number,
): Promise<Record<string, string[]>> {
  const owned = await handle.query<{ table_name: string }>(
    `select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'student_id' order by table_name`,
  );
  const snapshot: Record<string, string[]> = {};
  const own = await handle.query<{ row: string }>(`select t::text as row from students t where id = $1`, [
    studentId,
  ]);
  snapshot.students = own.map((r) => r.row);
  for (const { table_name: table } of owned) {
    const rows = await handle.query<{ row: string }>(
      `select t::text as row from "${table}" t where student_id = $1 order by t::text`,
      [studentId],
    );
    snapshot[table] = rows.map((r) => r.row);
  }
  return snapshot;
}
