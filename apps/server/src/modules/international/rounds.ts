import { randomBytes } from 'node:crypto';
import type { AllocationRound } from '@portal/contract';
import { universityDate } from '../../platform/clock.js';
import type { Database, Transaction } from '../../platform/db/client.js';
import { refusable, refused, RefusedInTransaction, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import { rankApplicants } from '../../platform/allocation/allocation.js';
import { applicantFacts } from './applicant-facts.js';
import { moveApplication, type ApplicationMoveAsked } from './application-moves.js';
import type { ApplicationMove } from './application-states.js';
import { allocateRound, inputsDigest, roundInputs } from './round-inputs.js';
import {
  insertRound,
  lapsedOffers,
  lockFirstRound,
  programById,
  roundById,
  termApplications,
  termRounds,
  termSeats,
  updateRound,
} from './round-queries.js';
import { roundView } from './round-view.js';
import type { IntlApplicationRow, IntlProgramRow } from './schema.js';

/** How long a student has to accept or decline an offered seat before it passes on in the next round. */
export const OFFER_RESPONSE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RoundWrite {
  staffId: number;
  now: Date;
  timeZone: string;
}

/** An application a round moved, for telling its student after the commit. */
export interface RoundMove {
  application: IntlApplicationRow;
  move: ApplicationMove;
}

export type RoundOutcome =
  { kind: 'done'; round: AllocationRound; program: IntlProgramRow; moved: RoundMove[] } | Refused;

/**
 * Closes a ranked program's list for a term: draws the seed, ranks every submitted application (GPA frozen
 * now, then the seeded tie-break) and stores round 1, unpublished and empty. Once per program and term: round
 * 1's unique number refuses a second ranking, even one made at the same moment.
 */
export async function rankTerm(
  db: Database,
  term: { programId: number; termId: number },
  write: RoundWrite,
): Promise<RoundOutcome> {
  const program = await programById(db, term.programId);
  const closed = rankedProgramRefusal(program, write);
  if (closed) return closed;
  if ((await termSeats(db, term.programId, term.termId)).length === 0)
    return refused('409', say('international.rounds.noSeats'));
  return inTransaction(db, program, async (tx, moved) => {
    const round = await insertRound(tx, {
      ...term,
      number: 1,
      seed: randomBytes(16).toString('hex'),
      result: {},
      inputsDigest: '',
      createdAt: write.now,
      updatedAt: write.now,
    });
    if (!round) throw new RefusedInTransaction('409', say('international.rounds.rankedAlready'));
    const submitted = await termApplications(tx, term.programId, term.termId, ['submitted'], true);
    const applicants = [];
    for (const application of submitted) {
      const facts = await applicantFacts(tx, application.studentId, { now: write.now });
      applicants.push({ id: application.id, gpa: facts?.gpa ?? null });
    }
    for (const ranked of rankApplicants(applicants, round.seed))
      await portalMove(tx, moved, ranked.id, 'rank', write.now, {
        rankedGpa: ranked.gpa,
        rankPlace: ranked.place,
      });
    return round;
  });
}

/**
 * The term's next round as it would be published now, stored as its unpublished round (replacing an earlier
 * preview). Offers past their answer date are expired first, so their seats are free again.
 */
export async function previewRound(
  db: Database,
  asked: { programId: number; termId: number; final: boolean },
  write: RoundWrite,
): Promise<RoundOutcome> {
  const program = await programById(db, asked.programId);
  const notRanked = rankedProgramRefusal(program, null);
  if (notRanked) return notRanked;
  return inTransaction(db, program, async (tx, moved) => {
    const first = await lockFirstRound(tx, asked.programId, asked.termId);
    if (!first) throw new RefusedInTransaction('409', say('international.rounds.notRankedYet'));
    const rounds = await termRounds(tx, asked.programId, asked.termId);
    if (rounds.some((round) => round.final && round.publishedAt !== null))
      throw new RefusedInTransaction('409', say('international.rounds.finalPublished'));
    for (const offer of await lapsedOffers(tx, asked.programId, asked.termId, write.now))
      await portalMove(tx, moved, offer.id, 'expire-offer', write.now);

    const last = rounds.at(-1) ?? first;
    const number = last.publishedAt === null ? last.number : last.number + 1;
    const inputs = await roundInputs(tx, asked.programId, asked.termId);
    const computed = {
      final: asked.final,
      result: allocateRound(inputs),
      inputsDigest: inputsDigest(inputs, { number, final: asked.final }),
      updatedAt: write.now,
    };
    if (last.publishedAt === null) return updateRound(tx, last.id, computed);
    const round = await insertRound(tx, {
      ...asked,
      ...computed,
      number,
      seed: first.seed,
      createdAt: write.now,
    });
    if (!round) throw new Error(`Round ${String(number)} appeared under round 1's lock`);
    return round;
  });
}

/**
 * Applies a previewed round if its inputs are still those it was computed from (else 409, nothing written):
 * a seat offered (answer within OFFER_RESPONSE_DAYS), the waiting list for who got none in round 1, not
 * selected for who got none in a final round.
 */
export async function publishRound(db: Database, roundId: number, write: RoundWrite): Promise<RoundOutcome> {
  const found = await roundById(db, roundId);
  if (!found) return refused('404', say('international.rounds.roundNotFound'));
  const program = await programById(db, found.programId);
  return inTransaction(db, program, async (tx, moved) => {
    await lockFirstRound(tx, found.programId, found.termId);
    const round = await roundById(tx, roundId);
    if (!round || round.publishedAt !== null)
      throw new RefusedInTransaction('409', say('international.rounds.publishedAlready'));
    const inputs = await roundInputs(tx, round.programId, round.termId, true);
    if (inputsDigest(inputs, round) !== round.inputsDigest)
      throw new RefusedInTransaction('409', say('international.rounds.previewStale'));
    const offerExpiresAt = new Date(write.now.getTime() + OFFER_RESPONSE_DAYS * DAY_MS);
    for (const application of inputs.waiting) {
      const partnerId = round.result[String(application.id)] ?? null;
      if (partnerId !== null)
        await portalMove(tx, moved, application.id, 'allocate', write.now, {
          allocatedPartnerId: partnerId,
          offerExpiresAt,
        });
      else if (round.final) await portalMove(tx, moved, application.id, 'not-select', write.now);
      else if (application.state === 'ranked')
        await portalMove(tx, moved, application.id, 'waitlist', write.now);
    }
    return updateRound(tx, round.id, {
      publishedAt: write.now,
      publishedByStaffId: write.staffId,
      updatedAt: write.now,
    });
  });
}

/** Why rounds cannot be run for the program (yet); `write` given, also while its window is open. */
function rankedProgramRefusal(
  program: IntlProgramRow | undefined,
  write: RoundWrite | null,
): Refused<'404' | '409'> | null {
  if (!program) return refused('404', say('international.rounds.programNotFound'));
  if (program.selection !== 'ranked') return refused('409', say('international.rounds.notRanked'));
  if (write && program.closesAt > write.now)
    return refused(
      '409',
      say('international.rounds.windowOpen', { closesAt: universityDate(program.closesAt, write.timeZone) }),
    );
  return null;
}

async function inTransaction(
  db: Database,
  program: IntlProgramRow | undefined,
  work: (tx: Transaction, moved: RoundMove[]) => Promise<Parameters<typeof roundView>[1]>,
): Promise<RoundOutcome> {
  if (!program) return refused('404', say('international.rounds.programNotFound'));
  const moved: RoundMove[] = [];
  const outcome = await refusable(() => db.transaction((tx) => work(tx, moved)));
  if (outcome.kind === 'refused') return outcome;
  return { kind: 'done', round: await roundView(db, outcome.value), program, moved };
}

/** One of the portal's moves; refused only if the row changed under the lock, which rolls the round back. */
async function portalMove(
  tx: Transaction,
  moved: RoundMove[],
  applicationId: number,
  move: ApplicationMove,
  now: Date,
  columns?: ApplicationMoveAsked['with'],
): Promise<void> {
  const outcome = await moveApplication(
    tx,
    { applicationId, move, actor: { kind: 'portal' }, version: null, ...(columns ? { with: columns } : {}) },
    now,
  );
  if (outcome.kind === 'refused') throw new RefusedInTransaction(outcome.status, outcome.message);
  moved.push({ application: outcome.application, move });
}
