import type { Transaction } from '../../platform/db/client.js';
import { lockTermRegistrations, registrationTermOf, withdrawRegistrations } from './withdrawal-queries.js';

export type LateWithdrawalOutcome = 'withdrawn' | 'not-droppable';

/**
 * A late drop approved by student services: withdraws the student from the course of one lecture
 * registration with the grade the office's rules gave (W, or WU while failing), in the caller's
 * transaction. The same seat rules as AddWsGrade: the registration must be a lecture still registered and
 * ungraded, it may not be the student's last course of the term, and its lab or tutorial seats go with it.
 * The window and the per-term allowance are not checked: the late-drop period and the office's approval
 * replace them. `not-droppable` changes nothing.
 */
export async function withdrawLate(
  tx: Transaction,
  studentId: number,
  registrationId: number,
  grade: 'W' | 'WU',
  now: Date,
): Promise<LateWithdrawalOutcome> {
  const termId = await registrationTermOf(tx, studentId, registrationId);
  if (termId === undefined) return 'not-droppable';
  const held = await lockTermRegistrations(tx, studentId, termId);
  const lecture = held.find((row) => row.id === registrationId && row.kind === 'lecture');
  if (!lecture || lecture.status !== 'registered' || lecture.grade !== null) return 'not-droppable';
  const others = held.filter(
    (row) => row.kind === 'lecture' && row.status === 'registered' && row.id !== lecture.id,
  );
  if (others.length === 0) return 'not-droppable';
  const seats = held.filter((row) => row.courseId === lecture.courseId && row.status === 'registered');
  await withdrawRegistrations(tx, seats, now, grade);
  return 'withdrawn';
}
