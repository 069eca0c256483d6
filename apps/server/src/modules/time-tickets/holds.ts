import type { RegistrationHold } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { portalAccess } from '../default-data/service.js';
import { evaluationRequired } from '../evaluation/service.js';

/**
 * One kind of hold: what in the student's data stops registration now. A new kind (unpaid balance,
 * contact data not confirmed, disciplinary or registrar holds) is one function here and one line in
 * HOLD_SOURCES; the ticket answer, the home tile and the validate page all list whatever the sources say.
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

/** Every source of holds, in the order the student reads them. */
export const HOLD_SOURCES: readonly HoldSource[] = [recordHolds, evaluationHold];

/** Every hold in force that would stop the student registering now. */
export async function registrationHolds(
  db: Database,
  studentId: number,
  now: Date,
  sources: readonly HoldSource[] = HOLD_SOURCES,
): Promise<RegistrationHold[]> {
  const found = await Promise.all(sources.map((source) => source(db, studentId, now)));
  return found.flat();
}
