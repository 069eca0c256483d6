import type { Database } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { say } from '../../platform/i18n/said.js';
import { PeriodicTask } from '../../platform/periodic-task.js';
import { seatTransaction } from '../../platform/db/seat-transaction.js';
import { logAdvisingEvent } from '../registration/advising-log.js';
import { sendMessage, writtenByPortal } from '../notify/service.js';
import { handOnHeldSeats, offerFreedSeat } from './offers.js';
import { lockOfferSeats, requestName } from './waitlist-request.js';
import { studentWaitlistWindow, whereToAnswer } from './student-window.js';
import {
  claimUnannouncedOffers,
  endPlace,
  lapsedOfferLocked,
  lapsedOffers,
  sectionsWithFreeSeatsAndLine,
} from './queries.js';

/** Rows handled per pass of each kind; a full batch makes the next pass start at once. */
const BATCH = 100;

export interface SweepLog {
  error(details: object, message: string): void;
}

export interface SweepOptions {
  db: Database;
  events?: EventBus;
  timeZone: string;
  /** How long an offered seat stays held (WAITLIST_OFFER_HOURS). */
  offerHours: number;
}

export interface SweepResult {
  lapsed: number;
  offered: number;
  announced: number;
}

/**
 * Lapses offers whose time is up, handing each held seat on. Each offer is its own transaction that
 * locks the section first and re-reads the offer under the lock, so two instances sweeping at once lapse
 * each offer once: the second finds it no longer offered (or accepted in the meantime) and moves on.
 */
async function lapseOffers(db: Database, now: Date, offerHours: number): Promise<number> {
  let lapsed = 0;
  for (const candidate of await lapsedOffers(db, now, BATCH)) {
    const done = await seatTransaction(db, async (tx) => {
      const seats = await lockOfferSeats(tx, candidate);
      const offer = seats.length > 0 ? await lapsedOfferLocked(tx, candidate.id, now) : null;
      const [section] = seats;
      if (!section || !offer) return false;
      await endPlace(tx, offer.id, 'lapsed', now);
      await logAdvisingEvent(tx, {
        studentId: offer.studentId,
        termId: section.termId,
        action: 'waitlist_lapse',
        source: 'waitlist',
        sectionId: section.id,
        courseId: section.courseId,
      });
      await handOnHeldSeats(tx, seats, now, offerHours);
      return true;
    });
    if (done) lapsed += 1;
  }
  return lapsed;
}

/** Offers seats that became free without passing through the ledger (a capacity raised by staff). */
async function offerFreeSeats(db: Database, now: Date, offerHours: number): Promise<number> {
  const ids = await sectionsWithFreeSeatsAndLine(db, BATCH);
  for (const sectionId of ids)
    await seatTransaction(db, (tx) => offerFreedSeat(tx, sectionId, now, offerHours));
  return ids.length;
}

/**
 * Tells each student of a new offer, by in-app message and push (sendMessage queues the push with the
 * message). An offer is claimed (marked told) before it is sent so that two instances never send it
 * twice; a crash between the two loses that one message, never the offer, which the student still sees
 * on home and on their waitlists.
 */
async function announceOffers(options: SweepOptions, now: Date): Promise<number> {
  const offers = await claimUnannouncedOffers(options.db, now, BATCH);
  for (const offer of offers) {
    const { courseCode } = offer;
    const request = requestName({
      section: { courseCode, sectionNo: offer.sectionNo, kind: offer.sectionKind },
      lab:
        offer.labSectionNo && offer.labKind
          ? { courseCode, sectionNo: offer.labSectionNo, kind: offer.labKind }
          : null,
    });
    const expiresAt = offer.offerExpiresAt ?? now;
    // Where and from when the student can answer, by the same rule the accept call applies.
    const window = await studentWaitlistWindow(options.db, offer.studentId, now);
    await sendMessage(
      options.db,
      {
        ...writtenByPortal(
          say('waitlist.offerTitle', { course: courseCode }),
          say('waitlist.offerBody', {
            request,
            title: { en: offer.courseTitleEn, ar: offer.courseTitleAr },
            until: { at: expiresAt, timeZone: options.timeZone },
            zone: { zone: options.timeZone },
            where: whereToAnswer(window, expiresAt, options.timeZone),
          }),
        ),
        link: 'home',
        audience: { Kind: 'student', StudentCode: offer.studentCode },
        topic: 'registration',
      },
      options.events,
    );
  }
  return offers.length;
}

/** One pass: lapse what is due, offer free seats, announce new offers. */
export async function sweepWaitlists(options: SweepOptions, now: Date): Promise<SweepResult> {
  const lapsed = await lapseOffers(options.db, now, options.offerHours);
  const offered = await offerFreeSeats(options.db, now, options.offerHours);
  const announced = await announceOffers(options, now);
  return { lapsed, offered, announced };
}

/**
 * Runs the sweep every `intervalMs` on this instance, like the push worker: started when the app is
 * ready, stopped (waiting for the pass in flight) on close, woken at once by a waitlist write that made
 * an offer. Several instances may run it together: the sweep is safe to repeat and to run twice at once.
 */
export class WaitlistSweeper {
  private readonly task: PeriodicTask;

  constructor(options: SweepOptions & { intervalMs: number; log: SweepLog }) {
    this.task = new PeriodicTask({
      intervalMs: options.intervalMs,
      pass: () => sweepWaitlists(options, new Date()),
      onError: (error) => {
        options.log.error({ err: error }, 'waitlist sweep: offers could not be lapsed or announced');
      },
    });
  }

  start(): void {
    this.task.start();
  }

  /** Something was offered or freed: sweep now rather than at the next interval. */
  wake(): void {
    this.task.wake();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }
}
