import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.js';
import { isCurrentTerm } from '../academic/current-term.js';
import { terms } from '../academic/schema.js';
import { students } from '../student/schema.js';
import { heldSections } from './held-sections.js';

/** The student's term and seats as they stand once their row is locked: nobody else's change can alter them. */
export interface LockedStudent {
  termId: number | null;
  /** The sections the student holds in the current term. */
  held: number[];
}

/**
 * Serializes one student's registration changes: two requests of the same student (a double tap, two
 * tabs) would otherwise both pass the credit and clash checks before either takes its seat. Answers the
 * current term, which staff change and the lock does not guard.
 */
export async function lockStudent(tx: Transaction, studentId: number): Promise<{ termId: number | null }> {
  const [row] = await tx
    .select({ termId: sql<number | null>`(select ${terms.id} from ${terms} where ${isCurrentTerm()})` })
    .from(students)
    .where(eq(students.id, studentId))
    // Not FOR UPDATE: that would also stop every insert naming the student (their advising log's rows
    // take a key-share lock on it), so a seat freed elsewhere and offered to this student while they add a
    // course would wait for them as they wait for the section: a deadlock. No-key-update still serialises
    // the student's own changes.
    .for('no key update');
  return { termId: row?.termId ?? null };
}

/**
 * Locks the student and then reads the seats they hold. The seats need a statement of their own: a
 * statement that waited for the lock still reads with the snapshot it took before waiting, so seats read in
 * the locking statement miss the ones the request holding the lock had just committed, and a double tap on
 * two sections of one course would get both.
 */
export async function lockStudentSeats(tx: Transaction, studentId: number): Promise<LockedStudent> {
  const { termId } = await lockStudent(tx, studentId);
  if (termId === null) return { termId, held: [] };
  return { termId, held: (await heldSections(tx, studentId, termId)).map((row) => row.sectionId) };
}
