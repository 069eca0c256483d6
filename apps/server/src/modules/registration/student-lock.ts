import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.js';
import { isCurrentTerm } from '../academic/current-term.js';
import { terms } from '../academic/schema.js';
import { students } from '../student/schema.js';

/**
 * Serializes one student's registration changes: two requests of the same student (a double tap, two
 * tabs) would otherwise both pass the credit and clash checks before either takes its seat.
 */
export async function lockStudent(tx: Transaction, studentId: number): Promise<{ termId: number | null }> {
  // The current term comes in the same statement: every change needs it, and a round trip is dear.
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
