import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
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
  const [row] = await db.select({ code: students.code }).from(students).where(eq(students.id, studentId));
  return row !== undefined && row.code.toLowerCase() === given.trim().toLowerCase();
}
