import { MAX_AMOUNT_PIASTRES, type ChargeKind } from '@portal/contract';
import { universityDayBounds } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { creditBySourceKey, insertChargeOnce, insertCredit, lockedChargeWithCredits } from './queries.js';
import type { BillingCharge, BillingCredit } from './schema.js';

export interface ChargeToRaise {
  studentId: number;
  termId: number;
  kind: ChargeKind;
  description: string;
  /** The description in Arabic, shown on the Arabic pages (the English one where absent). */
  descriptionAr?: string;
  amountPiastres: number;
  /** YYYY-MM-DD in the university's calendar. */
  dueOn: string;
  /** Names the charge for good (`tuition:<term>:<student>`, `petition:<request id>`). */
  sourceKey: string;
  /**
   * The university's time zone, for a charge that may wait until it is due (a program fee's installment):
   * what is owed of it holds registration only from the day after `dueOn`. Without it, from when raised.
   */
  waitsUntilDueIn?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function checkAmount(amountPiastres: number): void {
  if (!Number.isSafeInteger(amountPiastres) || amountPiastres <= 0 || amountPiastres > MAX_AMOUNT_PIASTRES)
    throw new RangeError(`A ledger amount must be whole piastres, 1 to ${String(MAX_AMOUNT_PIASTRES)}`);
}

function checkSourceKey(sourceKey: string): void {
  if (sourceKey.trim() === '' || sourceKey.length > 200)
    throw new RangeError('A source key must be 1–200 characters');
}

/**
 * The one way another module bills a student. Raising the same source key again (a double tap, a retried
 * job) returns the charge already raised; the same key for a different charge is a bug in the caller and
 * throws rather than bill something nobody asked for.
 */
export async function raiseCharge(
  db: Database,
  charge: ChargeToRaise,
): Promise<{ charge: BillingCharge; raised: boolean }> {
  checkAmount(charge.amountPiastres);
  checkSourceKey(charge.sourceKey);
  if (!ISO_DATE.test(charge.dueOn) || Number.isNaN(Date.parse(charge.dueOn)))
    throw new RangeError(`A due date must be YYYY-MM-DD, not ${charge.dueOn}`);
  const { waitsUntilDueIn, ...fields } = charge;
  const overdueFrom =
    waitsUntilDueIn === undefined ? null : universityDayBounds(charge.dueOn, waitsUntilDueIn).end;
  const { row, inserted } = await insertChargeOnce(db, { ...fields, overdueFrom, currency: 'EGP' });
  if (
    !inserted &&
    (row.studentId !== charge.studentId ||
      row.termId !== charge.termId ||
      row.kind !== charge.kind ||
      row.amountPiastres !== charge.amountPiastres)
  )
    throw new Error(`The source key ${charge.sourceKey} already names a different charge`);
  return { charge: row, raised: inserted };
}

export interface CreditToGive {
  chargeId: number;
  amountPiastres: number;
  reason: string;
  sourceKey: string;
}

/**
 * Takes an amount off a charge (a row of its own; the charge is never edited), at most what is left of it
 * after earlier credits. Giving the same source key again returns the credit already given.
 */
export async function creditCharge(
  db: Database,
  credit: CreditToGive,
): Promise<{ credit: BillingCredit; given: boolean }> {
  checkAmount(credit.amountPiastres);
  checkSourceKey(credit.sourceKey);
  if (credit.reason.trim() === '') throw new RangeError('A credit needs a reason');
  return db.transaction(async (tx) => {
    const locked = await lockedChargeWithCredits(tx, credit.chargeId);
    if (!locked) throw new RangeError(`No charge ${String(credit.chargeId)} to credit`);
    const earlier = await creditBySourceKey(tx, credit.sourceKey);
    if (earlier) {
      if (earlier.chargeId !== credit.chargeId || earlier.amountPiastres !== credit.amountPiastres)
        throw new Error(`The source key ${credit.sourceKey} already names a different credit`);
      return { credit: earlier, given: false };
    }
    const left = locked.charge.amountPiastres - locked.creditedPiastres;
    if (credit.amountPiastres > left)
      throw new RangeError(
        `Only ${String(left)} piastres of charge ${String(credit.chargeId)} are left to credit`,
      );
    const row = await insertCredit(tx, { ...credit, studentId: locked.charge.studentId });
    return { credit: row, given: true };
  });
}
