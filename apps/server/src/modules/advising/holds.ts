import type { RegistrationHold } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { independentReads } from '../../platform/db/independent-reads.js';
import { currentTerm } from '../academic/current-term.js';
import { contactConfirmedFor } from '../contact/service.js';
import { holdsInForce } from './hold-queries.js';
import { owedNow } from '../billing/service.js';
import { portalAccess } from '../default-data/service.js';
import { evaluationRequired } from '../evaluation/service.js';
import { inEnglish } from '../../platform/i18n/words.js';
import { say, type Unsaid } from '../../platform/i18n/said.js';

/**
 * One kind of hold: what in the student's data stops registration now. A new kind is one function here
 * and one line in HOLD_SOURCES; the ticket answer, the home tile and the validate page all list whatever the sources say.
 */
export type HoldSource = (db: Database, studentId: number, now: Date) => Promise<Unsaid<RegistrationHold>[]>;

const hold = (
  fields: Pick<Unsaid<RegistrationHold>, 'Code' | 'Message'> & Partial<Unsaid<RegistrationHold>>,
): Unsaid<RegistrationHold> => ({
  Since: null,
  Detail: null,
  FixPage: null,
  ...fields,
});

/** The record is not active, or a portal block is in force (default-data's portal access). */
export const recordHolds: HoldSource = async (db, studentId, now) => {
  const access = await portalAccess(db, studentId, now);
  if (access?.kind !== 'blocked') return [];
  if (access.inactive) return [hold({ Code: 'not_active', Message: access.message })];
  const block = access.block;
  return [
    hold({
      Code: 'portal_block',
      Message: say('holds.portalBlock'),
      Since: block?.since.toISOString() ?? null,
      Detail: block?.reason ?? inEnglish(access.message),
    }),
  ];
};

/** Course evaluations still to do while the evaluation window is open (the evaluation module's gate). */
export const evaluationHold: HoldSource = async (db, studentId, now) =>
  (await evaluationRequired(db, studentId, now))
    ? [
        hold({
          Code: 'pending_evaluation',
          Message: say('holds.evaluation'),
          FixPage: 'evaluation',
        }),
      ]
    : [];

/**
 * Anything owed now (charges minus payments, every term), less the installments of a plan not yet due:
 * the student pays before registering. An installment past its due date and unpaid holds them; paying it
 * lifts the hold with the next request (clearance remembers only "clear", entry-clearance.ts).
 */
export const unpaidBalanceHold: HoldSource = async (db, studentId, now) => {
  const owed = await owedNow(db, studentId, now);
  return owed > 0
    ? [
        hold({
          Code: 'unpaid_balance',
          Message: say('holds.unpaid', { amount: { piastres: owed } }),
        }),
      ]
    : [];
};

/** Holds the registrar or a disciplinary decision placed on registration, each with the office's words. */
export const officeHolds: HoldSource = async (db, studentId, now) =>
  (await holdsInForce(db, studentId, now)).map((row) =>
    row.kind === 'registrar'
      ? hold({
          Code: 'registrar_hold',
          Message: say('holds.registrar'),
          Since: row.startsAt.toISOString(),
          Detail: row.reason,
        })
      : hold({
          Code: 'disciplinary_hold',
          Message: say('holds.disciplinary'),
          Since: row.startsAt.toISOString(),
          Detail: row.reason,
        }),
  );

/** Contact data (phone, address, emergency contact) must be confirmed once in every term. */
export const contactHold: HoldSource = async (db, studentId) => {
  const term = await currentTerm(db);
  if (!term || (await contactConfirmedFor(db, studentId, term.id))) return [];
  return [
    hold({
      Code: 'contact_not_confirmed',
      Message: say('holds.contact', { term: { en: term.nameEn, ar: term.nameAr } }),
      FixPage: 'validateAdvising',
    }),
  ];
};

/** Every source of holds, in the order the student reads them. */
export const HOLD_SOURCES: readonly HoldSource[] = [
  recordHolds,
  officeHolds,
  unpaidBalanceHold,
  evaluationHold,
  contactHold,
];

/** Every hold in force that would stop the student registering now. */
export async function registrationHolds(
  db: Database,
  studentId: number,
  now: Date,
  sources: readonly HoldSource[] = HOLD_SOURCES,
): Promise<Unsaid<RegistrationHold>[]> {
  const found = await independentReads(
    db,
    sources.map((source) => () => source(db, studentId, now)),
  );
  return found.flat();
}
