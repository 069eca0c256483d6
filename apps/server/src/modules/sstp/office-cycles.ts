import { randomBytes } from 'node:crypto';
import type { SaveTrainingCycleBody } from '@portal/contract';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { refusable, refused, RefusedInTransaction, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import { cycleMoveTo, EDITABLE_STATES } from './cycle-states.js';
import {
  chosenOfferIds,
  cycleOffers,
  insertCycle,
  lockCycle,
  offerKey,
  replaceOffers,
  termById,
  termTaken,
  updateCycle,
} from './office-queries.js';
import { sstpLevels, sstpOrganizations, sstpPrograms } from './schema.js';
import { cycleStateName } from './state-names.js';

export type CycleDone = { kind: 'done'; cycleId: number } | Refused;

/** The first id of `asked` not in the table, or undefined. */
async function missingId(
  db: Database,
  table: typeof sstpOrganizations | typeof sstpPrograms | typeof sstpLevels,
  asked: number[],
): Promise<number | undefined> {
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, asked));
  const found = new Set(rows.map((row) => row.id));
  return asked.find((id) => !found.has(id));
}

/** Why the body cannot be a cycle (dates, term, the offers' organisations, programs, levels, periods), or null. */
async function bodyRefusal(db: Database, body: SaveTrainingCycleBody): Promise<Refused | null> {
  if (Date.parse(body.OpensAt) >= Date.parse(body.ClosesAt))
    return refused('422', say('sstp.office.datesBackwards'));
  if (!(await termById(db, body.TermId)))
    return refused('404', say('sstp.office.termUnknown', { id: body.TermId }));
  const keys = body.Offers.map((offer) =>
    offerKey({ organizationId: offer.OrganizationId, programId: offer.ProgramId, levelId: offer.LevelId }),
  );
  if (new Set(keys).size !== keys.length) return refused('422', say('sstp.office.offerTwice'));
  if (body.Offers.some((offer) => offer.PeriodFrom > offer.PeriodTo))
    return refused('422', say('sstp.office.periodBackwards'));
  const lookups = [
    [sstpOrganizations, body.Offers.map((offer) => offer.OrganizationId), { en: 'organisation', ar: 'جهة' }],
    [
      sstpPrograms,
      body.Offers.map((offer) => offer.ProgramId),
      { en: 'training program', ar: 'برنامج تدريبي' },
    ],
    [sstpLevels, body.Offers.map((offer) => offer.LevelId), { en: 'training level', ar: 'مستوى تدريب' }],
  ] as const;
  for (const [table, ids, what] of lookups) {
    const missing = await missingId(db, table, ids);
    if (missing !== undefined) return refused('404', say('sstp.office.unknown', { what, id: missing }));
  }
  return null;
}

/**
 * SaveCycle: a new cycle (its seed drawn now), or an open cycle's term, dates, choices and offers. An offer a
 * student has chosen cannot be withdrawn, and a cycle may change only while open.
 */
export async function saveCycle(db: Database, body: SaveTrainingCycleBody, now: Date): Promise<CycleDone> {
  const wrong = await bodyRefusal(db, body);
  if (wrong) return wrong;
  const columns = {
    termId: body.TermId,
    nameEn: body.NameEn,
    nameAr: body.NameAr,
    opensAt: new Date(body.OpensAt),
    closesAt: new Date(body.ClosesAt),
    maxChoices: body.MaxChoices,
    updatedAt: now,
  };
  const offers = body.Offers.map((offer) => ({
    organizationId: offer.OrganizationId,
    programId: offer.ProgramId,
    levelId: offer.LevelId,
    places: offer.Places,
    periodFrom: offer.PeriodFrom,
    periodTo: offer.PeriodTo,
  }));
  const outcome = await refusable(() =>
    db.transaction(async (tx) => {
      const taken = () => new RefusedInTransaction('409', say('sstp.office.termTaken'));
      if (body.CycleId === undefined) {
        const cycle = await insertCycle(tx, {
          ...columns,
          seed: randomBytes(16).toString('hex'),
          createdAt: now,
        });
        if (!cycle) throw taken();
        await replaceOffers(tx, cycle.id, offers);
        return cycle.id;
      }
      const cycle = await lockCycle(tx, body.CycleId);
      if (!cycle) throw new RefusedInTransaction('404', say('sstp.cycleNotFound'));
      if (!EDITABLE_STATES.includes(cycle.state))
        throw new RefusedInTransaction(
          '409',
          say('sstp.office.notEditable', { state: cycleStateName(cycle.state) }),
        );
      const chosen = await chosenOfferIds(tx, cycle.id);
      const kept = new Set(offers.map(offerKey));
      for (const { offer, nameEn, nameAr } of await cycleOffers(tx, cycle.id))
        if (chosen.has(offer.id) && !kept.has(offerKey(offer)))
          throw new RefusedInTransaction(
            '409',
            say('sstp.office.offerChosen', { organization: { en: nameEn, ar: nameAr } }),
          );
      if (await termTaken(tx, columns.termId, cycle.id)) throw taken();
      await updateCycle(tx, cycle.id, columns);
      await replaceOffers(tx, cycle.id, offers);
      return cycle.id;
    }),
  );
  return outcome.kind === 'refused' ? outcome : { kind: 'done', cycleId: outcome.value };
}

/** CloseCycle: no more saves or submissions; the submitted applications are what the allocation reads. */
export async function closeCycle(db: Database, cycleId: number, now: Date): Promise<CycleDone> {
  const outcome = await refusable(() =>
    db.transaction(async (tx) => {
      const cycle = await lockCycle(tx, cycleId);
      if (!cycle) throw new RefusedInTransaction('404', say('sstp.cycleNotFound'));
      const to = cycleMoveTo(cycle.state, 'close');
      if (to === null)
        throw new RefusedInTransaction(
          '409',
          say('sstp.office.closeRefused', { state: cycleStateName(cycle.state) }),
        );
      await updateCycle(tx, cycle.id, { state: to, updatedAt: now });
      return cycle.id;
    }),
  );
  return outcome.kind === 'refused' ? outcome : { kind: 'done', cycleId: outcome.value };
}
