import { createHash } from 'node:crypto';
import type { Database } from '../../platform/db/client.js';
import { independentReads } from '../../platform/db/independent-reads.js';
import { allocateSeats, type Candidate } from '../../platform/allocation/allocation.js';
import {
  heldSeats,
  termApplications,
  termSeats,
  WAITING_FOR_A_SEAT,
  type TermApplication,
} from './round-queries.js';

/** What a round allocates: the seats still free per partner and the applications waiting, in ranking order. */
export interface RoundInputs {
  freeSeats: Map<number, number>;
  waiting: TermApplication[];
}

/** `lock` holds the waiting applications until the transaction ends (publishing moves them). */
export async function roundInputs(
  db: Database,
  programId: number,
  termId: number,
  lock = false,
): Promise<RoundInputs> {
  const [seats, held, waiting] = await independentReads(db, [
    () => termSeats(db, programId, termId),
    () => heldSeats(db, programId, termId),
    () => termApplications(db, programId, termId, WAITING_FOR_A_SEAT, lock),
  ]);
  const freeSeats = new Map(
    seats.map((row) => [row.partnerId, Math.max(0, row.seats - (held.get(row.partnerId) ?? 0))]),
  );
  return { freeSeats, waiting };
}

/** The round's result as stored: application id → partner id, or null for no seat. */
export function allocateRound(inputs: RoundInputs): Record<string, number | null> {
  const candidates: Candidate[] = inputs.waiting.map((application) => ({
    id: application.id,
    place: placeOf(application),
    choices: application.partnerIds,
  }));
  const { assignment } = allocateSeats(candidates, inputs.freeSeats);
  return Object.fromEntries(
    [...assignment].map(([applicationId, partnerId]) => [String(applicationId), partnerId]),
  );
}

/**
 * A digest of everything the result depends on: each waiting application's version (any move, withdrawal
 * or edit bumps it) with its place and choices, and the free seats (an offer declined or expired, seats
 * edited). Publishing recomputes it; a different digest means the preview is stale.
 */
export function inputsDigest(inputs: RoundInputs, round: { number: number; final: boolean }): string {
  const canonical = {
    round: [round.number, round.final],
    seats: [...inputs.freeSeats].sort((a, b) => a[0] - b[0]),
    waiting: inputs.waiting
      .map((application) => [
        application.id,
        application.version,
        application.state,
        application.rankPlace,
        application.partnerIds,
      ])
      .sort((a, b) => Number(a[0]) - Number(b[0])),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** The application's frozen place; an application waits for a seat only once the list is ranked. */
export function placeOf(application: Pick<TermApplication, 'id' | 'rankPlace'>): number {
  if (application.rankPlace === null)
    throw new Error(`Application ${String(application.id)} waits for a seat without a ranking place`);
  return application.rankPlace;
}
