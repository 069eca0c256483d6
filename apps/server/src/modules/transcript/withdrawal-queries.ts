import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.js';
import { sections, termWindows, terms } from '../academic/schema.js';
import { registrations } from '../registration/schema.js';
import { isCurrentTerm } from '../academic/current-term.js';

export type { Transaction };

/** The current term (terms_one_current_idx) and its withdrawal window (term_windows_term_kind_idx), if any. */
export async function currentWithdrawalWindow(db: Database) {
  const rows = await db
    .select({ termId: terms.id, opensAt: termWindows.opensAt, closesAt: termWindows.closesAt })
    .from(terms)
    .leftJoin(termWindows, and(eq(termWindows.termId, terms.id), eq(termWindows.kind, 'withdrawal')))
    .where(isCurrentTerm());
  return rows[0];
}

/**
 * The student's registrations of one term with their section's course and kind, locked (FOR UPDATE) so
 * two withdrawal requests of the same student run one after the other and count what the first changed.
 * registrations_student_term_idx; sections by primary key.
 */
export function lockTermRegistrations(tx: Transaction, studentId: number, termId: number) {
  return tx
    .select({
      id: registrations.id,
      sectionId: registrations.sectionId,
      status: registrations.status,
      grade: registrations.grade,
      courseId: sections.courseId,
      kind: sections.kind,
    })
    .from(registrations)
    .innerJoin(sections, eq(sections.id, registrations.sectionId))
    .where(and(eq(registrations.studentId, studentId), eq(registrations.termId, termId)))
    .for('update', { of: registrations });
}

/**
 * Releases the seats of the given registrations: W grade (WU for a late drop while failing), status
 * withdrawn, one seat back per section.
 */
export async function withdrawRegistrations(
  tx: Transaction,
  rows: readonly { id: number; sectionId: number }[],
  now: Date,
  grade: 'W' | 'WU' = 'W',
): Promise<void> {
  for (const row of rows) {
    await tx
      .update(registrations)
      .set({ status: 'withdrawn', grade, updatedAt: now })
      .where(eq(registrations.id, row.id));
    await tx
      .update(sections)
      .set({ enrolled: sql`${sections.enrolled} - 1`, updatedAt: now })
      .where(eq(sections.id, row.sectionId));
  }
}

/** The term of one of the student's registrations (by primary key, scoped to the student), or undefined. */
export async function registrationTermOf(tx: Transaction, studentId: number, registrationId: number) {
  const [row] = await tx
    .select({ termId: registrations.termId })
    .from(registrations)
    .where(and(eq(registrations.id, registrationId), eq(registrations.studentId, studentId)));
  return row?.termId;
}
