import type { WaitlistAccepted } from '@portal/contract';
import type { Database, Transaction } from '../../platform/db/client.js';
import { seatTransaction } from '../../platform/db/seat-transaction.js';
import { refusable, RefusedInTransaction } from '../../platform/http/refused.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { logAdvisingEvent } from '../registration/advising-log.js';
import { freeSeat, takeSeat } from '../registration/seat-ledger.js';
import { lockStudent } from '../registration/student-lock.js';
import { requireEntry, ruleMessages, type WaitlistCall } from './entry-rules.js';
import { handOnHeldSeats } from './offers.js';
import { changeHeld, endPlace, placeInLine } from './queries.js';
import {
  lockedSection,
  lockPlaceSections,
  requestName,
  requestSeats,
  sectionName,
  type RequestSections,
} from './waitlist-request.js';

type PlaceEnd = 'left' | 'declined' | 'accepted';
const ACTIONS = {
  left: 'waitlist_leave',
  declined: 'waitlist_decline',
  accepted: 'waitlist_accept',
} as const;

const notInLine = (name: Said) => say('waitlist.notInLine', { section: name });
const noOffer = (name: Said) => say('waitlist.noOffer', { request: name });

/** The student's place with its sections locked (section, then line); refused when they have none. */
async function lockedPlace(tx: Transaction, call: WaitlistCall, missing: (name: Said) => Said) {
  const request = await lockPlaceSections(tx, call.studentId, call.sectionId);
  const place = request ? await placeInLine(tx, call.studentId, call.sectionId) : null;
  if (!request || !place) {
    const section = await lockedSection(tx, call.sectionId);
    throw new RefusedInTransaction('404', missing(sectionName(section)));
  }
  return { request, place };
}

/** The student's offer, still in time, with its sections locked; refused otherwise. */
async function pendingOffer(tx: Transaction, call: WaitlistCall) {
  const { request, place } = await lockedPlace(tx, call, noOffer);
  const name = requestName(request);
  if (place.status !== 'offered' || !place.offerExpiresAt)
    throw new RefusedInTransaction('404', noOffer(name));
  if (place.offerExpiresAt <= call.now) {
    const { timeZone } = call.policy;
    throw new RefusedInTransaction(
      '409',
      say('waitlist.lapsed', {
        request: name,
        time: { at: place.offerExpiresAt, timeZone },
        zone: { zone: timeZone },
      }),
    );
  }
  return { request, place: { ...place, offerExpiresAt: place.offerExpiresAt } };
}

async function endAndLog(
  tx: Transaction,
  call: WaitlistCall,
  entryId: number,
  request: RequestSections,
  end: PlaceEnd,
) {
  await endPlace(tx, entryId, end, call.now);
  await logAdvisingEvent(tx, {
    studentId: call.studentId,
    termId: request.section.termId,
    action: ACTIONS[end],
    source: 'waitlist',
    sectionId: request.section.id,
    courseId: request.section.courseId,
  });
}

/** LeaveWaitlist: gives up the place; seats held for the student go to the next in line. */
export async function leaveWaitlist(db: Database, call: WaitlistCall) {
  return refusable(async () =>
    seatTransaction(db, async (tx) => {
      const { request, place } = await lockedPlace(tx, call, notInLine);
      await endAndLog(tx, call, place.id, request, 'left');
      if (place.status === 'offered')
        await handOnHeldSeats(tx, requestSeats(request), call.now, call.offerHours);
      return { SectionId: request.section.id };
    }),
  );
}

/** DeclineWaitlistOffer: the student does not want the seats; they go to the next in line. */
export async function declineWaitlistOffer(db: Database, call: WaitlistCall) {
  return refusable(async () =>
    seatTransaction(db, async (tx) => {
      const { request, place } = await pendingOffer(tx, call);
      await endAndLog(tx, call, place.id, request, 'declined');
      await handOnHeldSeats(tx, requestSeats(request), call.now, call.offerHours);
      return { SectionId: request.section.id };
    }),
  );
}

/**
 * AcceptWaitlistOffer: the held seats become the student's, through the same rules as adding (a lab
 * alone gives up the student's current lab). Holds are released and seats taken through the ledger in
 * one transaction on the locked section rows, so nobody can take a seat in between, and the student gets
 * every section of the request or none. When a rule refuses (a clash since joining), nothing changes: the
 * seats stay held until the offer lapses, so they can change their timetable and accept again, or
 * decline so the next student gets them.
 */
export async function acceptWaitlistOffer(db: Database, call: WaitlistCall) {
  return refusable(async (): Promise<WaitlistAccepted> =>
    seatTransaction(db, async (tx) => {
      await lockStudent(tx, call.studentId);
      const { request, place } = await pendingOffer(tx, call);
      await requireEntry(tx, call);
      const name = requestName(request);
      const broken = await ruleMessages(tx, call, request);
      if (broken.length > 0) {
        const { timeZone } = call.policy;
        throw new RefusedInTransaction(
          '409',
          say('waitlist.acceptRefused', {
            refusals: broken,
            request: name,
            until: { at: place.offerExpiresAt, timeZone },
            zone: { zone: timeZone },
          }),
        );
      }
      if (request.replaces) {
        const seat = {
          studentId: call.studentId,
          sectionId: request.replaces.id,
          source: 'waitlist' as const,
        };
        await freeSeat(tx, { ...seat, now: call.now }, call.seatFreed);
      }
      for (const section of requestSeats(request)) {
        await changeHeld(tx, section.id, -1);
        const taken = await takeSeat(tx, {
          studentId: call.studentId,
          sectionId: section.id,
          source: 'waitlist',
        });
        if (taken === 'already_registered')
          throw new RefusedInTransaction('409', say('waitlist.haveSeat', { section: sectionName(section) }));
        if (taken === 'full')
          throw new Error(`The seat held in section ${String(section.id)} was not free to take.`);
      }
      await endAndLog(tx, call, place.id, request, 'accepted');
      return {
        SectionId: request.section.id,
        CourseCode: request.section.courseCode,
        SectionNo: request.section.sectionNo,
        LabSectionNo: request.lab?.sectionNo ?? null,
      };
    }),
  );
}
