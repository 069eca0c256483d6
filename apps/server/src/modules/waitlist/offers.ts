import type { Transaction } from '../../platform/db/client.js';
import { logAdvisingEvent } from '../registration/advising-log.js';
import { changeHeld, headOfLine, lockSection, makeOffer, seatsLeft, type LockedSection } from './queries.js';

const HOUR_MS = 3_600_000;

/** Offers the held seat to the first student waiting, if any; answers whether somebody got it. */
async function offerToHead(
  tx: Transaction,
  section: LockedSection,
  now: Date,
  offerHours: number,
): Promise<boolean> {
  const head = await headOfLine(tx, section.id);
  if (!head) return false;
  await makeOffer(tx, head.id, now, new Date(now.getTime() + offerHours * HOUR_MS));
  await logAdvisingEvent(tx, {
    studentId: head.studentId,
    termId: section.termId,
    action: 'waitlist_offer',
    source: 'waitlist',
    sectionId: section.id,
    courseId: section.courseId,
  });
  return true;
}

/**
 * Holds every free seat of the section for the students at the head of its line, one seat each. The
 * waitlist hears the seat ledger's freed seats (registration's SeatFreedHook, subscribed in routes.ts)
 * and runs this in the freeing transaction, so a freed seat of a section with a line is never free for
 * anybody else, not even for a moment; the sweeper calls it too for seats freed another way (a capacity
 * raised). The offer is announced after the commit by the sweeper (sendMessage runs its own transaction).
 */
export async function offerFreedSeat(
  tx: Transaction,
  sectionId: number,
  now: Date,
  offerHours: number,
): Promise<void> {
  const section = await lockSection(tx, sectionId);
  if (!section) return;
  for (let free = seatsLeft(section); free > 0; free -= 1) {
    if (!(await offerToHead(tx, section, now, offerHours))) return;
    await changeHeld(tx, section.id, 1);
  }
}

/**
 * An offer ended without the seat being taken (declined, lapsed, the student left the line): the held
 * seat goes to the next student waiting, or back to everybody when nobody waits. The section is locked
 * by the caller.
 */
export async function handOnHeldSeat(
  tx: Transaction,
  section: LockedSection,
  now: Date,
  offerHours: number,
): Promise<void> {
  if (await offerToHead(tx, section, now, offerHours)) return;
  await changeHeld(tx, section.id, -1);
}
