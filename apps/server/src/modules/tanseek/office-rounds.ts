import { randomBytes } from 'node:crypto';
import type { SavePlacementRoundBody } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { refusable, refused, RefusedInTransaction, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import {
  facultyExists,
  facultyProgramIds,
  insertRound,
  lockRound,
  rankedOfferIds,
  replaceOffers,
  roundNumberTaken,
  termExists,
  updateRound,
} from './office-queries.js';
import { roundOffers } from './queries.js';
import { EDITABLE_STATES, roundMoveTo } from './round-states.js';
import { stateName } from './state-names.js';

export type RoundDone = { kind: 'done'; roundId: number } | Refused;

/**
 * SaveRound: a new round (its seed drawn now), or an open round's dates, rules and offers. An offer a student
 * has ranked cannot be withdrawn, and a round may change only while open.
 */
export async function saveRound(db: Database, body: SavePlacementRoundBody, now: Date): Promise<RoundDone> {
  if (Date.parse(body.OpensAt) >= Date.parse(body.ClosesAt))
    return refused('422', say('tanseek.office.datesBackwards'));
  if (!(await facultyExists(db, body.FacultyId)))
    return refused('404', say('tanseek.office.facultyUnknown', { id: body.FacultyId }));
  if (!(await termExists(db, body.TermId)))
    return refused('404', say('tanseek.office.termUnknown', { id: body.TermId }));
  const keys = body.Offers.map((offer) => `${offer.Kind}:${String(offer.ProgramId)}`);
  if (new Set(keys).size !== keys.length) return refused('422', say('tanseek.office.offerTwice'));
  const own = await facultyProgramIds(
    db,
    body.FacultyId,
    body.Offers.map((offer) => offer.ProgramId),
  );
  const stranger = body.Offers.find((offer) => !own.has(offer.ProgramId));
  if (stranger) return refused('422', say('tanseek.office.programElsewhere', { id: stranger.ProgramId }));

  const columns = {
    facultyId: body.FacultyId,
    termId: body.TermId,
    number: body.Number,
    opensAt: new Date(body.OpensAt),
    closesAt: new Date(body.ClosesAt),
    maxChoices: body.MaxChoices,
    minLevel: body.MinLevel,
    minEarnedCredits: body.MinEarnedCredits,
    updatedAt: now,
  };
  const offers = body.Offers.map((offer) => ({
    programId: offer.ProgramId,
    kind: offer.Kind,
    capacity: offer.Capacity,
    lastYearCutOffGpa: offer.LastYearCutOffGpa,
  }));
  const outcome = await refusable(() =>
    db.transaction(async (tx) => {
      const taken = () =>
        new RefusedInTransaction('409', say('tanseek.office.numberTaken', { number: body.Number }));
      if (body.RoundId === undefined) {
        const round = await insertRound(tx, {
          ...columns,
          seed: randomBytes(16).toString('hex'),
          createdAt: now,
        });
        if (!round) throw taken();
        await replaceOffers(tx, round.id, offers);
        return round.id;
      }
      const round = await lockRound(tx, body.RoundId);
      if (!round) throw new RefusedInTransaction('404', say('tanseek.roundNotFound'));
      if (!EDITABLE_STATES.includes(round.state))
        throw new RefusedInTransaction(
          '409',
          say('tanseek.office.notEditable', { state: stateName(round.state) }),
        );
      const ranked = await rankedOfferIds(tx, round.id);
      const kept = new Set(keys);
      for (const { offer, nameEn, nameAr } of await roundOffers(tx, round.id))
        if (ranked.has(offer.id) && !kept.has(`${offer.kind}:${String(offer.programId)}`))
          throw new RefusedInTransaction(
            '409',
            say('tanseek.office.offerRanked', { program: { en: nameEn, ar: nameAr } }),
          );
      if (await roundNumberTaken(tx, columns, round.id)) throw taken();
      await updateRound(tx, round.id, columns);
      await replaceOffers(tx, round.id, offers);
      return round.id;
    }),
  );
  return outcome.kind === 'refused' ? outcome : { kind: 'done', roundId: outcome.value };
}

/** CloseRound: no more saves; the rankings in force are what the allocation reads. */
export async function closeRound(db: Database, roundId: number, now: Date): Promise<RoundDone> {
  const outcome = await refusable(() =>
    db.transaction(async (tx) => {
      const round = await lockRound(tx, roundId);
      if (!round) throw new RefusedInTransaction('404', say('tanseek.roundNotFound'));
      const to = roundMoveTo(round.state, 'close');
      if (to === null)
        throw new RefusedInTransaction(
          '409',
          say('tanseek.office.closeRefused', { state: stateName(round.state) }),
        );
      await updateRound(tx, round.id, { state: to, updatedAt: now });
      return round.id;
    }),
  );
  return outcome.kind === 'refused' ? outcome : { kind: 'done', roundId: outcome.value };
}
