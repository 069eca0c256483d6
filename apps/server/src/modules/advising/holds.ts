import type { RegistrationHold } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { independentReads } from '../../platform/db/independent-reads.js';
import { currentTerm } from '../academic/current-term.js';
import { contactConfirmedFor, holdsInForce } from './contact-queries.js';
import { egp, studentBalance } from '../billing/service.js';
import { portalAccess } from '../default-data/service.js';
import { evaluationRequired } from '../evaluation/service.js';

/**
 * One kind of hold: what in the student's data stops registration now. A new kind is one function here
 * and one line in HOLD_SOURCES; the ticket answer, the home tile and the validate page all list whatever the sources say.
 */
export type HoldSource = (db: Database, studentId: number, now: Date) => Promise<RegistrationHold[]>;

const hold = (fields: Pick<RegistrationHold, 'Code' | 'Message'> & Partial<RegistrationHold>) => ({
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
      Message: 'A block on your record stops registration until the office that placed it lifts it.',
      Since: block?.since.toISOString() ?? null,
      Detail: block?.reason ?? access.message,
    }),
  ];
};

/** Course evaluations still to do while the evaluation window is open (the evaluation module's gate). */
export const evaluationHold: HoldSource = async (db, studentId, now) =>
  (await evaluationRequired(db, studentId, now))
    ? [
        hold({
          Code: 'pending_evaluation',
          Message: 'Please complete your course evaluations first.',
          FixPage: 'evaluation',
        }),
      ]
    : [];

/** Anything owed (charges minus payments, every term): the student pays before registering. */
export const unpaidBalanceHold: HoldSource = async (db, studentId) => {
  const owed = await studentBalance(db, studentId);
  return owed > 0
    ? [
        hold({
          Code: 'unpaid_balance',
          Message: `You have an unpaid balance of ${egp(owed)}; please pay it before registering.`,
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
          Message:
            'The registrar has placed a hold on your registration; please visit the registrar’s office.',
          Since: row.startsAt.toISOString(),
          Detail: row.reason,
        })
      : hold({
          Code: 'disciplinary_hold',
          Message: 'A disciplinary hold stops your registration; please visit Student Affairs.',
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
      Message: `Please confirm your contact data for ${term.nameEn}.`,
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
): Promise<RegistrationHold[]> {
  const found = await independentReads(
    db,
    sources.map((source) => () => source(db, studentId, now)),
  );
  return found.flat();
}
