import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.js';
import { isCurrentTerm } from '../academic/current-term.js';
import { terms } from '../academic/schema.js';
import { students } from '../student/schema.js';
import { registrations } from './schema.js';

/** The student's term and seats as they stand once their row is locked: nobody else's change can alter them. */
export interface LockedStudent {
  termId: number | null;
  /** The sections the student holds in the current term. */
  held: number[];
}

/**
 * Serializes one student's registration changes: two requests of the same student (a double tap, two
 * tabs) would otherwise both pass the credit and clash checks before either takes its seat.
 */
export async function lockStudent(tx: Transaction, studentId: number): Promise<LockedStudent> {
  const currentTerm = sql`(select ${terms.id} from ${terms} where ${isCurrentTerm()})`;
  // The current term and the seats held in it come in the same statement: every change needs them, and
  // a round trip inside a seat-taking transaction is dear.
  const [row] = await tx
    .select({
      termId: sql<number | null>`${currentTerm}`,
      held: sql<number[]>`array(select ${registrations.sectionId} from ${registrations}
        where ${registrations.studentId} = ${studentId} and ${registrations.termId} = ${currentTerm}
          and ${registrations.status} = 'registered')`,
    })
    .from(students)
    .where(eq(students.id, studentId))
    // Not FOR UPDATE: that would also stop every insert naming the student (their advising log's rows
    // take a key-share lock on it), so a seat freed elsewhere and offered to this student while they add a
    // course would wait for them as they wait for the section: a deadlock. No-key-update still serialises
    // the student's own changes.
    .for('no key update');
  return { termId: row?.termId ?? null, held: row?.held ?? [] };
}
