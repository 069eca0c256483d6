import { and, eq, sql } from 'drizzle-orm';
import type { SeatSource } from '@portal/contract';
import type { Transaction } from '../../platform/db/client.js';
import { rawRows } from '../../platform/db/raw-rows.js';
import { sections } from '../academic/schema.js';
import { logAdvisingEvent } from './advising-log.js';
import { advisingEvents, registrations } from './schema.js';
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

/** What the seat statement found: the student's registration before it, and what it wrote. */
interface SeatStatementRow extends Record<string, unknown> {
  prior: string | null;
  counted: boolean;
  registered: boolean;
}

/**
 * Gives the student a seat in the section, in one statement (the section's row stays locked from the
 * seat's count to the commit, so every round trip in between is time a popular section's other adds
 * queue for). The seat is counted by
 * `update sections set enrolled = enrolled + 1 where id = $1 and enrolled + held < capacity` (seats held
 * for waitlist offers are not free): PostgreSQL locks the section's row and re-checks the condition on
 * the latest version, so of any number of simultaneous callers at most `capacity − enrolled − held` see a
 * row come back, and the rest see none ('full'). The registration row (a 'dropped' one comes back to
 * life) and the log event are written by the same statement, so a seat counted is a seat held, or neither
 * after a rollback or crash.
 */
export async function takeSeat(
  tx: Transaction,
  seat: Seat,
): Promise<'taken' | 'full' | 'already_registered'> {
  const [outcome] = await rawRows<SeatStatementRow>(
    tx,
    sql`
    with prior as (
      select status from ${registrations}
       where student_id = ${seat.studentId} and section_id = ${seat.sectionId}
    ), counted as (
      update ${sections} set enrolled = enrolled + 1, updated_at = now()
       where id = ${seat.sectionId} and enrolled + held < capacity
         and not exists (select 1 from prior where status <> 'dropped')
      returning term_id, course_id
    ), registered as (
      insert into ${registrations} (student_id, section_id, term_id)
      select ${seat.studentId}, ${seat.sectionId}, term_id from counted
      on conflict (student_id, section_id) do update
        set status = 'registered', grade = null, updated_at = now()
        where ${registrations}.status = 'dropped'
      returning id
    ), logged as (
      insert into ${advisingEvents} (student_id, term_id, action, source, section_id, course_id, staff_member_id)
      select ${seat.studentId}, counted.term_id, 'seat_taken', ${seat.source}, ${seat.sectionId},
             counted.course_id, ${seat.staffMemberId ?? null}::int
        from counted, registered
    )
    select (select status from prior) as prior,
           exists (select 1 from counted) as counted,
           exists (select 1 from registered) as registered`,
  );
  if (!outcome || (outcome.prior !== null && outcome.prior !== 'dropped')) return 'already_registered';
  if (!outcome.counted) return 'full';
  if (!outcome.registered) {
    // The same student's other request registered the section between our read and our insert: give
    // back the seat counted above, so `enrolled` stays the count of registrations.
    await tx
      .update(sections)
      .set({ enrolled: sql`${sections.enrolled} - 1` })
      .where(eq(sections.id, seat.sectionId));
    return 'already_registered';
  }
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
