import type { WaitlistWindow } from '@portal/contract';
import type { Transaction } from '../../platform/db/client.js';
import { RefusedInTransaction } from '../../platform/http/refused.js';
import { say, type Said } from '../../platform/i18n/said.js';
import type { RegistrationPolicy } from '../advising/service.js';
import { entryRefusals, judgeTimetable, timetableFacts } from '../advising/service.js';
import type { SeatFreedHook } from '../registration/seat-freed.js';
import { studentWaitlistWindow, windowRefusal } from './student-window.js';
import { requestSeats, type RequestSections } from './waitlist-request.js';

export interface WaitlistCall {
  studentId: number;
  /** The section of the place (for a lecture with its lab, the lecture). */
  sectionId: number;
  /** JoinWaitlist only: the lab or tutorial waited for with the lecture. */
  labSectionId?: number;
  window: WaitlistWindow;
  policy: RegistrationPolicy;
  /** How long an offered seat stays held (WAITLIST_OFFER_HOURS). */
  offerHours: number;
  /** The seat ledger's hook: a lab given up on accepting a lab-alone offer goes to that lab's line. */
  seatFreed: SeatFreedHook;
  now: Date;
}

/**
 * The call's window must be the student's now (open, their registration time come: the one rule of
 * student-window.ts) and no hold may stop them (the same words as the validate page). Only for calls that
 * take a place or a seat: leaving a line or declining an offer gives something back and is always allowed.
 */
export async function requireEntry(tx: Transaction, call: WaitlistCall): Promise<void> {
  const state = await studentWaitlistWindow(tx, call.studentId, call.now);
  const wrongWindow = windowRefusal(state, call.window, call.policy.timeZone);
  if (wrongWindow) throw new RefusedInTransaction('423', wrongWindow);
  const refusals = await entryRefusals(tx, call.studentId, call.window, call.now, call.policy.timeZone);
  if (refusals.length > 0)
    throw new RefusedInTransaction(
      '409',
      say('rules.refusals', { refusals: refusals.map((refusal) => refusal.Message) }),
    );
}

/**
 * The registration rules for taking the request's sections now (giving up the lab it replaces), judged as
 * if they had free seats: the seats are the waitlist's business (none when joining, the held ones when
 * accepting), everything else — clashes, requisites, credits, duplicates — must pass exactly as for an add.
 */
export async function ruleMessages(
  tx: Transaction,
  call: WaitlistCall,
  request: RequestSections,
): Promise<Said[]> {
  const seats = requestSeats(request);
  const change = {
    add: seats.map((section) => section.id),
    drop: request.replaces ? [request.replaces.id] : [],
  };
  const facts = await timetableFacts(tx, call.studentId, change, call.policy, call.now);
  for (const { id } of seats) {
    const section = facts.sections.get(id);
    if (section) facts.sections.set(id, { ...section, enrolled: 0, held: 0 });
  }
  return judgeTimetable(facts, change).map((refusal) => refusal.Message);
}
