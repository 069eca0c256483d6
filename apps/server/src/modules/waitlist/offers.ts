import type { Transaction } from '../../platform/db/client.js';
import { logAdvisingEvent } from '../registration/advising-log.js';
import {
  changeHeld,
  lockSection,
  makeOffer,
  seatsLeft,
  waitingFor,
  type LockedSection,
  type WaitingRequest,
} from './queries.js';

const HOUR_MS = 3_600_000;

/**
 * The other section a request needs besides `section` (a lecture's lab, or the lecture of a lab), locked,
 * when it has a free seat. Its lock may come after `section`'s against section order (a freed lab locking
 * its lecture): in the rare crossing with a change locking the pair the other way, PostgreSQL picks one as a
 * deadlock victim, which runs again (platform/db/seat-transaction.ts).
 */
async function freeCompanion(tx: Transaction, request: WaitingRequest, section: LockedSection) {
  const otherId = request.sectionId === section.id ? request.labSectionId : request.sectionId;
  if (otherId === null) return { ok: true as const, other: null };
  const other = await lockSection(tx, otherId);
  return other && seatsLeft(other) > 0 ? { ok: true as const, other } : { ok: false as const };
}

/** Holds a seat in each section of the request and makes it the student's offer. */
async function offer(
  tx: Transaction,
  request: WaitingRequest,
  held: LockedSection[],
  now: Date,
  offerHours: number,
): Promise<void> {
  await makeOffer(tx, request.id, now, new Date(now.getTime() + offerHours * HOUR_MS));
  for (const section of held) await changeHeld(tx, section.id, 1);
  const lecture = held.find((section) => section.id === request.sectionId) ?? held[0];
  if (!lecture) return;
  await logAdvisingEvent(tx, {
    studentId: request.studentId,
    termId: lecture.termId,
    action: 'waitlist_offer',
    source: 'waitlist',
    sectionId: request.sectionId,
    courseId: lecture.courseId,
  });
}

/**
 * Holds the section's free seats for the requests waiting for it, first joined first: a request whose
 * other section (a lecture's lab) has no free seat now is passed over, keeping its place, since an offer
 * holds a seat in every section of the request or in none. The waitlist hears the seat ledger's freed
 * seats (registration's SeatFreedHook, subscribed in routes.ts) and runs this in the freeing transaction,
 * so a freed seat is free for anybody else only when nobody in line can take it; the sweeper calls it too
 * for seats freed another way (a capacity raised). The offer is announced after the commit by the sweeper.
 */
export async function offerFreedSeat(
  tx: Transaction,
  sectionId: number,
  now: Date,
  offerHours: number,
): Promise<void> {
  const section = await lockSection(tx, sectionId);
  if (!section || seatsLeft(section) <= 0) return;
  let free = seatsLeft(section);
  for (const request of await waitingFor(tx, section.id)) {
    if (free <= 0) return;
    const companion = await freeCompanion(tx, request, section);
    if (!companion.ok) continue;
    await offer(tx, request, companion.other ? [section, companion.other] : [section], now, offerHours);
    free -= 1;
  }
}

/**
 * An offer ended without the seats being taken (declined, lapsed, the student left the line): each held
 * seat is released and goes to the next request that can take it, or back to everybody. The sections are
 * locked by the caller.
 */
export async function handOnHeldSeats(
  tx: Transaction,
  held: readonly LockedSection[],
  now: Date,
  offerHours: number,
): Promise<void> {
  for (const section of held) await changeHeld(tx, section.id, -1);
  for (const section of held) await offerFreedSeat(tx, section.id, now, offerHours);
}
