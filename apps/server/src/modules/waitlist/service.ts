import type { StudentWaitlist, StudentWaitlists, WaitlistAccepted, WaitlistWindow } from '@portal/contract';
import { universityDateTime, zoneName } from '../../platform/clock.js';
import type { Database, Transaction } from '../../platform/db/client.js';
import { refusable, RefusedInTransaction, type Refused } from '../../platform/http/refused.js';
import type { RegistrationPolicy } from '../advising/service.js';
import { lockStudent } from '../registration/student-lock.js';
import { entryRefusals, judgeTimetable, timetableFacts } from '../advising/service.js';
import { logAdvisingEvent } from '../registration/advising-log.js';
import { takeSeat } from '../registration/seat-ledger.js';
import type { SeatFreedListener } from '../registration/seat-freed.js';
import { handOnHeldSeat, offerFreedSeat } from './offers.js';
import {
  nextOpening,
  studentWaitlistWindow,
  windowRefusal,
  windowTimesView,
  type StudentWaitlistWindow,
} from './student-window.js';
import {
  changeHeld,
  endPlace,
  isRegistered,
  joinLine,
  lockSection,
  placeInLine,
  positionInLine,
  seatsLeft,
  studentPlaces,
  type LockedSection,
} from './queries.js';

// What other modules use of this module's internals, so they never import those files directly.
export { liveCourseSeats } from './live-seats.js';

export type WaitlistOutcome<T> = { kind: 'done'; value: T } | Refused;

export const sectionName = (section: Pick<LockedSection, 'courseCode' | 'sectionNo'>) =>
  `${section.courseCode} section ${section.sectionNo}`;

export interface WaitlistCall {
  studentId: number;
  sectionId: number;
  window: WaitlistWindow;
  policy: RegistrationPolicy;
  /** How long an offered seat stays held (WAITLIST_OFFER_HOURS). */
  offerHours: number;
  now: Date;
}

/** The waitlist's listener on the seat ledger (subscribed in app.ts): a freed seat is held for the line. */
export const holdFreedSeats =
  (offerHours: number): SeatFreedListener =>
  (tx, sectionId, now) =>
    offerFreedSeat(tx, sectionId, now, offerHours);

/**
 * The call's window must be the student's now (open, their registration time come: the one rule of
 * student-window.ts) and no hold may stop them (the same words as the validate page). Only for calls that
 * take a place or a seat: leaving a line or declining an offer gives something back and is always allowed.
 */
async function requireEntry(tx: Transaction, call: WaitlistCall): Promise<void> {
  const state = await studentWaitlistWindow(tx, call.studentId, call.now);
  const wrongWindow = windowRefusal(state, call.window, call.policy.timeZone);
  if (wrongWindow) throw new RefusedInTransaction('423', wrongWindow);
  const refusals = await entryRefusals(tx, call.studentId, call.window, call.now, call.policy.timeZone);
  if (refusals.length > 0)
    throw new RefusedInTransaction('409', refusals.map((refusal) => refusal.Message).join(' '));
}

/** A current-term section, locked; refused when there is none (another term's ids included). */
async function sectionOf(tx: Transaction, sectionId: number): Promise<LockedSection> {
  const section = await lockSection(tx, sectionId);
  if (!section?.currentTerm) throw new RefusedInTransaction('404', 'That section is not offered this term.');
  return section;
}

/**
 * The registration rules for adding the section now, judged as if it had a free seat: the seat is the
 * waitlist's business (none when joining, the held one when accepting), everything else — clashes,
 * requisites, credits, duplicates — must pass exactly as for an add.
 */
async function ruleMessages(tx: Transaction, call: WaitlistCall): Promise<string[]> {
  const change = { add: [call.sectionId], drop: [] };
  const facts = await timetableFacts(tx, call.studentId, change, call.policy, call.now);
  const section = facts.sections.get(call.sectionId);
  if (section) facts.sections.set(call.sectionId, { ...section, enrolled: 0, held: 0 });
  return judgeTimetable(facts, change).map((refusal) => refusal.Message);
}

async function placeView(tx: Transaction, studentId: number, sectionId: number, now: Date) {
  const place = (await studentPlaces(tx, studentId)).find((row) => row.sectionId === sectionId);
  const state = await studentWaitlistWindow(tx, studentId, now);
  if (!place) throw new Error('The place just taken is not in line.');
  return toWaitlistView(place, state);
}

type PlaceRow = Awaited<ReturnType<typeof studentPlaces>>[number];

function toWaitlistView(row: PlaceRow, state: StudentWaitlistWindow): StudentWaitlist {
  const now = state.now;
  const offered = row.status === 'offered' && row.offeredAt && row.offerExpiresAt;
  return {
    SectionId: row.sectionId,
    CourseCode: row.courseCode,
    CourseTitleEn: row.courseTitleEn,
    CourseTitleAr: row.courseTitleAr,
    SectionNo: row.sectionNo,
    Credits: row.credits,
    JoinedAt: row.joinedAt.toISOString(),
    Position: row.position,
    LineLength: row.lineLength,
    Offer:
      offered && row.offeredAt && row.offerExpiresAt && row.offerExpiresAt > now
        ? {
            OfferedAt: row.offeredAt.toISOString(),
            ExpiresAt: row.offerExpiresAt.toISOString(),
            AnswerFrom: nextOpening(state, row.offerExpiresAt)?.at.toISOString() ?? null,
          }
        : null,
  };
}

/** GetStudentWaitlists: the student's places in line this term, offers first. */
export async function studentWaitlists(
  db: Database,
  studentId: number,
  now: Date,
): Promise<StudentWaitlists> {
  const [state, places] = await Promise.all([
    studentWaitlistWindow(db, studentId, now),
    studentPlaces(db, studentId),
  ]);
  return {
    Now: now.toISOString(),
    Window: state.window,
    Windows: windowTimesView(state),
    Waitlists: places.map((row) => toWaitlistView(row, state)),
  };
}

/**
 * JoinWaitlist: a place at the end of a full section's line, for a student who could otherwise add it
 * (every registration rule but the seat). The section row is locked first, so "full" is exact.
 */
export async function joinWaitlist(db: Database, call: WaitlistCall) {
  return refusable(async () =>
    db.transaction(async (tx) => {
      // The student first, then the section: the order advising and add/drop lock in, so one student's
      // changes never interleave (a clash added in another tab between this check and this write).
      await lockStudent(tx, call.studentId);
      const section = await sectionOf(tx, call.sectionId);
      const name = sectionName(section);
      if (await isRegistered(tx, call.studentId, section.id))
        throw new RefusedInTransaction('409', `You already have a seat in ${name}.`);
      const place = await placeInLine(tx, call.studentId, section.id);
      if (place) {
        const position = await positionInLine(tx, section.id, place.id);
        throw new RefusedInTransaction(
          '409',
          `You are already number ${String(position)} in line for ${name}.`,
        );
      }
      const free = seatsLeft(section);
      if (free > 0) {
        const seats = free === 1 ? '1 seat' : `${String(free)} seats`;
        throw new RefusedInTransaction(
          '409',
          `${name} has ${seats} left: add it instead of joining its waitlist.`,
        );
      }
      await requireEntry(tx, call);
      const broken = await ruleMessages(tx, call);
      if (broken.length > 0) throw new RefusedInTransaction('409', broken.join(' '));
      await joinLine(tx, call.studentId, section.id, call.now);
      await logAdvisingEvent(tx, {
        studentId: call.studentId,
        termId: section.termId,
        action: 'waitlist_join',
        source: 'waitlist',
        sectionId: section.id,
        courseId: section.courseId,
      });
      return placeView(tx, call.studentId, section.id, call.now);
    }),
  );
}

/** LeaveWaitlist: gives up the place; a seat held for the student goes to the next in line. */
export async function leaveWaitlist(db: Database, call: WaitlistCall) {
  return refusable(async () =>
    db.transaction(async (tx) => {
      const section = await sectionOf(tx, call.sectionId);
      const place = await placeInLine(tx, call.studentId, section.id);
      if (!place)
        throw new RefusedInTransaction('404', `You are not on the waitlist for ${sectionName(section)}.`);
      await endPlace(tx, place.id, 'left', call.now);
      await logAdvisingEvent(tx, {
        studentId: call.studentId,
        termId: section.termId,
        action: 'waitlist_leave',
        source: 'waitlist',
        sectionId: section.id,
        courseId: section.courseId,
      });
      if (place.status === 'offered') await handOnHeldSeat(tx, section, call.now, call.offerHours);
      return { SectionId: section.id };
    }),
  );
}

/** The student's offer for the locked section, still in time; refused otherwise. */
async function pendingOffer(tx: Transaction, section: LockedSection, call: WaitlistCall) {
  const place = await placeInLine(tx, call.studentId, section.id);
  if (place?.status !== 'offered' || !place.offerExpiresAt)
    throw new RefusedInTransaction('404', `You have no seat offer for ${sectionName(section)}.`);
  if (place.offerExpiresAt <= call.now) {
    const at = universityDateTime(place.offerExpiresAt, call.policy.timeZone);
    throw new RefusedInTransaction(
      '409',
      `Your offer for ${sectionName(section)} lapsed at ${at} (${zoneName(call.policy.timeZone)}); the seat goes to the next student in line.`,
    );
  }
  return { ...place, offerExpiresAt: place.offerExpiresAt };
}

/**
 * AcceptWaitlistOffer: the held seat becomes the student's, through the same rules as adding. The hold is
 * released and the seat taken through the ledger in one transaction on the locked section row, so nobody
 * can take the seat in between. When a rule refuses (a clash since joining), nothing changes: the seat
 * stays held for the student until the offer lapses, so they can change their timetable and accept again,
 * or decline so the next student gets it.
 */
export async function acceptWaitlistOffer(db: Database, call: WaitlistCall) {
  return refusable(async (): Promise<WaitlistAccepted> =>
    db.transaction(async (tx) => {
      await lockStudent(tx, call.studentId);
      const section = await sectionOf(tx, call.sectionId);
      const offer = await pendingOffer(tx, section, call);
      await requireEntry(tx, call);
      const name = sectionName(section);
      const broken = await ruleMessages(tx, call);
      if (broken.length > 0) {
        const until = universityDateTime(offer.offerExpiresAt, call.policy.timeZone);
        throw new RefusedInTransaction(
          '409',
          `${broken.join(' ')} The seat in ${name} stays held for you until ${until} (${zoneName(call.policy.timeZone)}): change your timetable and accept again, or decline so the next student gets it.`,
        );
      }
      await changeHeld(tx, section.id, -1);
      const taken = await takeSeat(tx, {
        studentId: call.studentId,
        sectionId: section.id,
        source: 'waitlist',
      });
      if (taken === 'already_registered')
        throw new RefusedInTransaction('409', `You already have a seat in ${name}.`);
      if (taken === 'full') throw new Error(`The seat held in ${name} was not free to take.`);
      await endPlace(tx, offer.id, 'accepted', call.now);
      await logAdvisingEvent(tx, {
        studentId: call.studentId,
        termId: section.termId,
        action: 'waitlist_accept',
        source: 'waitlist',
        sectionId: section.id,
        courseId: section.courseId,
      });
      return { SectionId: section.id, CourseCode: section.courseCode, SectionNo: section.sectionNo };
    }),
  );
}

/** DeclineWaitlistOffer: the student does not want the seat; it goes to the next in line. */
export async function declineWaitlistOffer(db: Database, call: WaitlistCall) {
  return refusable(async () =>
    db.transaction(async (tx) => {
      const section = await sectionOf(tx, call.sectionId);
      const offer = await pendingOffer(tx, section, call);
      await endPlace(tx, offer.id, 'declined', call.now);
      await logAdvisingEvent(tx, {
        studentId: call.studentId,
        termId: section.termId,
        action: 'waitlist_decline',
        source: 'waitlist',
        sectionId: section.id,
        courseId: section.courseId,
      });
      await handOnHeldSeat(tx, section, call.now, call.offerHours);
      return { SectionId: section.id };
    }),
  );
}
