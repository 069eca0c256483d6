import type { Database } from '../../platform/db/client.js';
import { seatTransaction } from '../../platform/db/seat-transaction.js';
import { refusable, RefusedInTransaction } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import { logAdvisingEvent } from '../registration/advising-log.js';
import { lockStudent } from '../registration/student-lock.js';
import { requireEntry, ruleMessages, type WaitlistCall } from './entry-rules.js';
import { isRegistered, joinLine, placeInLine, positionInLine, seatsLeft } from './queries.js';
import { placeView } from './views.js';
import { lockNewRequest, requestName, requestSeats, sectionName } from './waitlist-request.js';

/**
 * JoinWaitlist: a place at the end of the line for a full section — or a lecture with one of its labs,
 * when either is full — for a student who could otherwise add it (every registration rule but the seat).
 * The sections are locked first, so "full" is exact.
 */
export async function joinWaitlist(db: Database, call: WaitlistCall) {
  return refusable(async () =>
    seatTransaction(db, async (tx) => {
      // The student first, then the sections: the order advising and add/drop lock in, so one student's
      // changes never interleave (a clash added in another tab between this check and this write).
      await lockStudent(tx, call.studentId);
      const request = await lockNewRequest(tx, call.studentId, call.sectionId, call.labSectionId);
      const { section, lab } = request;
      if (await isRegistered(tx, call.studentId, section.id))
        throw new RefusedInTransaction('409', say('waitlist.haveSeat', { section: sectionName(section) }));
      const place = await placeInLine(tx, call.studentId, section.id);
      if (place) {
        const position = await positionInLine(tx, section.id, place.id);
        throw new RefusedInTransaction(
          '409',
          say('waitlist.alreadyInLine', { position, section: sectionName(section) }),
        );
      }
      const seats = requestSeats(request);
      if (seats.every((needed) => seatsLeft(needed) > 0)) {
        const free = Math.min(...seats.map(seatsLeft));
        throw new RefusedInTransaction(
          '409',
          free === 1
            ? say('waitlist.seatLeft', { request: requestName(request) })
            : say('waitlist.seatsLeft', { request: requestName(request), count: free }),
        );
      }
      await requireEntry(tx, call);
      const broken = await ruleMessages(tx, call, request);
      if (broken.length > 0)
        throw new RefusedInTransaction('409', say('rules.refusals', { refusals: broken }));
      await joinLine(
        tx,
        { studentId: call.studentId, sectionId: section.id, labSectionId: lab?.id ?? null },
        call.now,
      );
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
