import type { SeatFreedListener } from '../registration/seat-freed.js';
import type { Refused } from '../../platform/http/refused.js';
import { offerFreedSeat } from './offers.js';

// The module's calls and what other modules use of its internals, so they never import those files.
export { acceptWaitlistOffer, declineWaitlistOffer, leaveWaitlist } from './answer-offer.js';
export type { WaitlistCall } from './entry-rules.js';
export { joinWaitlist } from './join.js';
export { liveCourseSeats } from './live-seats.js';
export { studentWaitlists } from './views.js';

export type WaitlistOutcome<T> = { kind: 'done'; value: T } | Refused;

/** The waitlist's listener on the seat ledger (subscribed in app.ts): a freed seat is held for the line. */
export const holdFreedSeats =
  (offerHours: number): SeatFreedListener =>
  (tx, sectionId, now) =>
    offerFreedSeat(tx, sectionId, now, offerHours);
