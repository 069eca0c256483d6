import { and, eq, sql } from 'drizzle-orm';
import type { SeatSource } from '@portal/contract';
import type { Transaction } from '../../platform/db/client.js';
import { sections } from '../academic/schema.js';
import { logAdvisingEvent } from './advising-log.js';
import { registrations } from './schema.js';
import type { SeatFreedHook } from './seat-freed.js';

export type { SeatSource } from '@portal/contract';

export interface Seat {
  studentId: number;
  sectionId: number;
  source: SeatSource;
  /** The staff member who made the change, when it was not the student. */
  staffMemberId?: number | null;
  /** When the change happens: a freed seat's waitlist offer runs from then (tests pass it to control time). */
  now?: Date;
}

/**
 * Gives the student a seat in the section. The seat is taken by one statement,
 * `update sections set enrolled = enrolled + 1 where id = $1 and enrolled + held < capacity` (seats held
 * for waitlist offers are not free): PostgreSQL locks the section's row and re-checks the condition on
 * the latest version, so of any number of simultaneous callers at most `capacity − enrolled − held` see a
 * row come back, and the rest see none ('full'). The registration row (a
 * 'dropped' one comes back to life) and the log event are written in the same transaction, so a seat
 * counted is a seat held, or neither after a rollback or crash.
 */
export async function takeSeat(
  tx: Transaction,
  seat: Seat,
): Promise<'taken' | 'full' | 'already_registered'> {
  const [held] = await tx
    .select({ status: registrations.status })
    .from(registrations)
    .where(and(eq(registrations.studentId, seat.studentId), eq(registrations.sectionId, seat.sectionId)));
  if (held && held.status !== 'dropped') return 'already_registered';

  const [section] = await tx
    .update(sections)
    .set({ enrolled: sql`${sections.enrolled} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(sections.id, seat.sectionId),
        sql`${sections.enrolled} + ${sections.held} < ${sections.capacity}`,
      ),
    )
    .returning({ termId: sections.termId, courseId: sections.courseId });
  if (!section) return 'full';

  const [registered] = await tx
    .insert(registrations)
    .values({ studentId: seat.studentId, sectionId: seat.sectionId, termId: section.termId })
    .onConflictDoUpdate({
      target: [registrations.studentId, registrations.sectionId],
      set: { status: 'registered', grade: null, updatedAt: sql`now()` },
      setWhere: eq(registrations.status, 'dropped'),
    })
    .returning({ id: registrations.id });
  if (!registered) {
    // The same student's other request registered the section between our read and our insert: give
    // back the seat counted above, so `enrolled` stays the count of registrations.
    await tx
      .update(sections)
      .set({ enrolled: sql`${sections.enrolled} - 1` })
      .where(eq(sections.id, seat.sectionId));
    return 'already_registered';
  }

  await logAdvisingEvent(tx, {
    studentId: seat.studentId,
    termId: section.termId,
    action: 'seat_taken',
    source: seat.source,
    sectionId: seat.sectionId,
    courseId: section.courseId,
    staffMemberId: seat.staffMemberId ?? null,
  });
  return 'taken';
}

/**
 * Frees the student's seat: the registration becomes 'dropped' (history is kept) and the section counts
 * one seat less, in the caller's transaction, and the freed seat is announced to the hook's listeners in
 * that transaction too. False when the student held no seat in the section.
 */
export async function freeSeat(tx: Transaction, seat: Seat, seatFreed: SeatFreedHook): Promise<boolean> {
  const [dropped] = await tx
    .update(registrations)
    .set({ status: 'dropped', updatedAt: sql`now()` })
    .where(
      and(
        eq(registrations.studentId, seat.studentId),
        eq(registrations.sectionId, seat.sectionId),
        eq(registrations.status, 'registered'),
      ),
    )
    .returning({ termId: registrations.termId });
  if (!dropped) return false;

  const [section] = await tx
    .update(sections)
    .set({ enrolled: sql`${sections.enrolled} - 1`, updatedAt: sql`now()` })
    .where(eq(sections.id, seat.sectionId))
    .returning({ courseId: sections.courseId });
  await logAdvisingEvent(tx, {
    studentId: seat.studentId,
    termId: dropped.termId,
    action: 'seat_freed',
    source: seat.source,
    sectionId: seat.sectionId,
    courseId: section?.courseId ?? null,
    staffMemberId: seat.staffMemberId ?? null,
  });
  // A section with a waitlist never shows the freed seat as free: it is held for the first in line at once.
  await seatFreed.announce(tx, seat.sectionId, seat.now ?? new Date());
  return true;
}
