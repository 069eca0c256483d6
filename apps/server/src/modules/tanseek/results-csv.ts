import type { Database } from '../../platform/db/client.js';
import { csvCell } from '../../platform/text/csv-cell.js';
import { placementRows } from './office-queries.js';

const HEADER = ['place', 'student_code', 'student_name', 'gpa', 'placed_in', 'kind'];

/** A round's placements in ranking order: a student left without a major has empty `placed_in` and `kind`. */
export async function resultsCsv(db: Database, roundId: number): Promise<{ csv: string; rows: number }> {
  const rows = await placementRows(db, roundId);
  const lines = rows.map((row) =>
    [
      String(row.place),
      row.code,
      row.nameEn,
      row.gpa === null ? '' : row.gpa.toFixed(3),
      row.programCode ?? '',
      row.kind ?? '',
    ]
      .map(csvCell)
      .join(','),
  );
  return { csv: [HEADER.join(','), ...lines].join('\r\n') + '\r\n', rows: rows.length };
}
