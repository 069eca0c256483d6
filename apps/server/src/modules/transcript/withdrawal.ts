import { eq } from 'drizzle-orm';
import type { WithdrawalReceipt } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import type { RefusalStatus } from '../../platform/http/envelope.js';
import { courses } from '../academic/schema.js';
import {
  currentWithdrawalWindow,
  lockTermRegistrations,
  withdrawRegistrations,
  type Transaction,
} from './withdrawal-queries.js';
import { isWindowOpen } from '../academic/term-windows.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say, type Said } from '../../platform/i18n/said.js';

export type WithdrawalOutcome = { kind: 'withdrawn'; receipt: WithdrawalReceipt; termId: number } | Refused;

/** Writes the student's log entry of a withdrawal request; given the transaction when one is open. */
export type WithdrawalLog = (
  db: Database | Transaction,
  entry: {
    outcome: 'success' | 'refused';
    courseId: number;
    termId: number | null;
    message?: Refused['message'];
  },
) => Promise<void>;

export interface WithdrawalRequest {
  studentId: number;
  courseId: number;
  impersonated: boolean;
  /** WITHDRAWALS_PER_TERM */
  allowed: number;
}

/**
 * AddWsGrade: the student withdraws from one of this term's courses and gets a W. Rules, in order:
 * only the student (not staff acting as them); only while the current term's withdrawal window is open;
 * only a course whose lecture seat the student holds this term and that has no grade yet; a course
 * already withdrawn answers as done (a double tap); at most `allowed` withdrawals a term; never the last
 * course of the term (withdrawing from a whole term is the registrar's procedure). The lecture and its lab
 * or tutorial seats are released together, in one transaction with the log entry.
 */
export async function withdrawFromCourse(
  db: Database,
  request: WithdrawalRequest,
  now: Date,
  log: WithdrawalLog,
): Promise<WithdrawalOutcome> {
  const window = await currentWithdrawalWindow(db);
  const termId = window?.termId ?? null;
  const refuse = async (status: RefusalStatus, message: Said) => {
    await log(db, { outcome: 'refused', courseId: request.courseId, termId, message });
    return refused(status, message);
  };
  if (request.impersonated) {
    return refuse('403', say('withdrawal.impersonated'));
  }
  if (!isWindowOpen(window, now)) {
    return refuse('423', say('withdrawal.closed'));
  }
  const course = (
    await db.select({ code: courses.code }).from(courses).where(eq(courses.id, request.courseId))
  )[0];
  const outcome = await db.transaction(async (tx) => {
    const held = await lockTermRegistrations(tx, request.studentId, window.termId);
    const lecture = held.find(
      (row) =>
        row.courseId === request.courseId &&
        row.kind === 'lecture' &&
        (row.status === 'registered' || row.status === 'withdrawn'),
    );
    const lectures = held.filter((row) => row.kind === 'lecture');
    const used = lectures.filter((row) => row.status === 'withdrawn').length;
    if (!lecture || !course) {
      return refused('404', say('withdrawal.notRegistered'));
    }
    const receipt = { CourseId: request.courseId, CourseCode: course.code, Allowed: request.allowed };
    if (lecture.status === 'withdrawn') {
      return {
        kind: 'withdrawn',
        termId: window.termId,
        receipt: { ...receipt, AlreadyWithdrawn: true, Used: used },
      } as const;
    }
    if (lecture.grade !== null) return refused('409', say('withdrawal.graded'));
    if (used >= request.allowed) {
      return refused(
        '409',
        say(used === 1 ? 'withdrawal.mostAllowedOne' : 'withdrawal.mostAllowed', { count: used }),
      );
    }
    if (!lectures.some((row) => row.status === 'registered' && row.id !== lecture.id)) {
      return refused('409', say('withdrawal.lastCourse'));
    }
    const seats = held.filter((row) => row.courseId === request.courseId && row.status === 'registered');
    await withdrawRegistrations(tx, seats, now);
    await log(tx, { outcome: 'success', courseId: request.courseId, termId: window.termId });
    return {
      kind: 'withdrawn',
      termId: window.termId,
      receipt: { ...receipt, AlreadyWithdrawn: false, Used: used + 1 },
    } as const;
  });
  if (outcome.kind === 'refused')
    await log(db, { outcome: 'refused', courseId: request.courseId, termId, message: outcome.message });
  return outcome;
}
