import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { prepared } from '../../platform/db/prepared.js';
import { students } from './schema.js';

export { OTHER_STUDENT_MESSAGE } from '../../platform/http/student-code-owner.js';

/**
 * A student code in a request is accepted for the legacy client but never trusted: the token decides.
 * True when no code was given or it is the signed-in student's own (compared without case or spaces).
 */
export async function isOwnStudentCode(
  db: Database,
  studentId: number,
  given: string | undefined,
): Promise<boolean> {
  if (given === undefined) return true;
  // Prepared: every registration call that names a student code asks this.
  const [row] = await prepared(db, 'student.code', (db, name) =>
    db
      .select({ code: students.code })
      .from(students)
      .where(eq(students.id, sql.placeholder('studentId')))
      .prepare(name),
  ).execute({ studentId });
  return row !== undefined && row.code.toLowerCase() === given.trim().toLowerCase();
}
