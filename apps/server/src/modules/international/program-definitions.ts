import type { ProgramDefinition } from '@portal/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { terms } from '../academic/schema.js';
import type { Database, Transaction } from '../../platform/db/client.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { intlPartners, intlPrograms, intlProgramSeats, type IntlProgramRow } from './schema.js';
import { seatsBelowHeld } from './seats-held.js';

export type SavedProgram = ProgramDefinition & { ProgramId: number };

/** A program as the office's editor reads it, with its seats. */
export function definitionOf(
  row: IntlProgramRow,
  seats: readonly { partnerId: number; termId: number; seats: number }[],
): SavedProgram {
  return {
    ProgramId: row.id,
    Code: row.code,
    PageName: row.pageName,
    Mode: row.mode,
    Selection: row.selection,
    TitleEn: row.titleEn,
    TitleAr: row.titleAr,
    IntroEn: row.introEn,
    IntroAr: row.introAr,
    FlyerEn: row.flyerEn,
    FlyerAr: row.flyerAr,
    OpensAt: row.opensAt.toISOString(),
    ClosesAt: row.closesAt.toISOString(),
    MaxChoices: row.maxChoices,
    FeePiastres: row.feePiastres,
    Eligibility: row.eligibility,
    Seats: seats.map((seat) => ({ PartnerId: seat.partnerId, TermId: seat.termId, Seats: seat.seats })),
    Plans: row.plans,
    Active: row.active,
  };
}

const duplicateOf = (values: readonly string[]) => values.find((value, at) => values.indexOf(value) !== at);

/** The rules the contract's schema cannot say on one field: the first broken one, or null. */
export function programProblem(definition: ProgramDefinition): Said | null {
  if (Date.parse(definition.OpensAt) >= Date.parse(definition.ClosesAt))
    return say('international.office.windowBackwards');
  const { MinLevel, MaxLevel } = definition.Eligibility;
  if (MinLevel !== null && MaxLevel !== null && MinLevel > MaxLevel)
    return say('international.office.levelsBackwards');
  if (definition.FeePiastres > 0 && definition.Plans.length === 0)
    return say('international.office.plansNeeded');
  const code = duplicateOf(definition.Plans.map((plan) => plan.Code));
  if (code !== undefined) return say('international.office.planCodeTwice', { code });
  for (const plan of definition.Plans) {
    const percent = plan.Installments.reduce((sum, one) => sum + one.Percent, 0);
    if (percent !== 100) return say('international.office.planPercents', { code: plan.Code, percent });
    // ISO dates compare as text; each installment falls due after the one before it.
    const dates = plan.Installments.map((one) => one.DueDate);
    if (dates.some((date, at) => at > 0 && date <= (dates[at - 1] ?? '')))
      return say('international.office.planDatesBackwards', { code: plan.Code });
  }
  const seat = duplicateOf(definition.Seats.map((one) => `${String(one.PartnerId)}/${String(one.TermId)}`));
  if (seat !== undefined) return say('international.office.seatTwice');
  return null;
}

/** Every partner and term the seats name must exist: the first one missing, or null. */
async function seatsProblem(tx: Transaction, seats: ProgramDefinition['Seats']): Promise<Said | null> {
  const partnerIds = [...new Set(seats.map((seat) => seat.PartnerId))];
  const termIds = [...new Set(seats.map((seat) => seat.TermId))];
  const partners = partnerIds.length
    ? await tx.select({ id: intlPartners.id }).from(intlPartners).where(inArray(intlPartners.id, partnerIds))
    : [];
  const partner = partnerIds.find((id) => !partners.some((row) => row.id === id));
  if (partner !== undefined) return say('international.office.partnerUnknown', { id: partner });
  const known = termIds.length
    ? await tx.select({ id: terms.id }).from(terms).where(inArray(terms.id, termIds))
    : [];
  const term = termIds.find((id) => !known.some((row) => row.id === id));
  return term === undefined ? null : say('international.office.termUnknown', { id: term });
}

export type SaveProgramOutcome =
  | { kind: 'saved'; program: SavedProgram; created: boolean; before: SavedProgram | null }
  | Refused<'404' | '409' | '422'>;

/**
 * SaveProgram: a new program (no ProgramId) or a change to one, its seats replaced by the ones given, in one
 * transaction. Applications already made keep their partners and state; they read the program as it now is. A
 * partner's seats in a term never go below the students already holding one there (409).
 */
export async function saveProgram(
  db: Database,
  definition: ProgramDefinition,
  staffId: number,
  now: Date,
): Promise<SaveProgramOutcome> {
  const problem = programProblem(definition);
  if (problem) return refused('422', problem);
  const values = {
    code: definition.Code,
    pageName: definition.PageName,
    mode: definition.Mode,
    selection: definition.Selection,
    titleEn: definition.TitleEn,
    titleAr: definition.TitleAr,
    introEn: definition.IntroEn,
    introAr: definition.IntroAr,
    flyerEn: definition.FlyerEn,
    flyerAr: definition.FlyerAr,
    opensAt: new Date(definition.OpensAt),
    closesAt: new Date(definition.ClosesAt),
    maxChoices: definition.MaxChoices,
    feePiastres: definition.FeePiastres,
    eligibility: definition.Eligibility,
    plans: definition.Plans,
    active: definition.Active,
    changedByStaffId: staffId,
    updatedAt: now,
  };
  return db.transaction(async (tx): Promise<SaveProgramOutcome> => {
    const id = definition.ProgramId;
    const clash = await tx
      .select({ id: intlPrograms.id })
      .from(intlPrograms)
      .where(
        id === undefined
          ? eq(intlPrograms.code, values.code)
          : and(eq(intlPrograms.code, values.code), ne(intlPrograms.id, id)),
      );
    if (clash.length > 0)
      return refused('409', say('international.office.programCodeTaken', { code: values.code }));
    const unknown = await seatsProblem(tx, definition.Seats);
    if (unknown) return refused('422', unknown);
    let before: SavedProgram | null = null;
    let saved: IntlProgramRow | undefined;
    if (id === undefined) {
      [saved] = await tx.insert(intlPrograms).values(values).returning();
    } else {
      const [old] = await tx.select().from(intlPrograms).where(eq(intlPrograms.id, id)).for('update');
      if (!old) return refused('404', say('international.office.programNotFound'));
      const taken = await seatsBelowHeld(tx, id, definition.Seats);
      if (taken) return refused('409', taken);
      const oldSeats = await tx.select().from(intlProgramSeats).where(eq(intlProgramSeats.programId, id));
      before = definitionOf(old, oldSeats);
      [saved] = await tx.update(intlPrograms).set(values).where(eq(intlPrograms.id, id)).returning();
      await tx.delete(intlProgramSeats).where(eq(intlProgramSeats.programId, id));
    }
    if (!saved) throw new Error('The saved program was not returned');
    const seats = definition.Seats.map((seat) => ({
      programId: saved.id,
      partnerId: seat.PartnerId,
      termId: seat.TermId,
      seats: seat.Seats,
    }));
    if (seats.length > 0) await tx.insert(intlProgramSeats).values(seats);
    return { kind: 'saved', program: definitionOf(saved, seats), created: id === undefined, before };
  });
}
