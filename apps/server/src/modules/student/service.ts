import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { students } from './schema.js';

/**
 * Moves a student to another program of their faculty (a major placement): the one write to a student's program,
 * so every module that changes it goes through here. Answers the program the student left, or undefined for an
 * unknown student. The caller audits it.
 */
export async function changeStudentProgram(
  db: Database,
  studentId: number,
  programId: number,
  now: Date,
): Promise<number | undefined> {
  const [before] = await db
    .select({ programId: students.programId })
    .from(students)
    .where(eq(students.id, studentId))
    .for('update');
  if (!before) return undefined;
  if (before.programId !== programId)
    await db.update(students).set({ programId, updatedAt: now }).where(eq(students.id, studentId));
  return before.programId;
}
