import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { students } from '../student/schema.js';

/** Whose account a printed document is of (statement, deposit slip); undefined for an unknown student. */
export async function accountHolder(db: Database, studentId: number) {
  const [row] = await db
    .select({ code: students.code, nameEn: students.nameEn })
    .from(students)
    .where(eq(students.id, studentId));
  return row;
}
