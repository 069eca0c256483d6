import type { Database, Transaction } from '../../../platform/db/client.js';
import { studentBalance } from '../balance.js';
import { installmentsOf, termBalancesOf, type InstallmentRow } from './installment-queries.js';
import { installmentStandings, notYetDue } from './installment-status.js';

export interface TermOwedNow {
  termId: number;
  startsOn: string;
  /** Charges − credits − payments of the term. */
  balance: number;
  /** The balance less the installments of its plan not yet due (the balance itself without a plan). */
  owedNow: number;
}

/** Each term's balance and what of it is owed now, given the student's installments. */
export function termsOwedNow(
  balances: readonly { termId: number; startsOn: string; balance: number }[],
  installments: readonly InstallmentRow[],
  now: Date,
): TermOwedNow[] {
  return balances.map((term) => {
    const ofTerm = installments.filter((row) => row.termId === term.termId);
    const waiting = ofTerm.length === 0 ? 0 : notYetDue(installmentStandings(ofTerm, term.balance, now));
    return { ...term, owedNow: term.balance - waiting };
  });
}

/** Every term the student has a balance in, with what of it is owed now. */
export async function owedNowByTerm(
  db: Database | Transaction,
  studentId: number,
  now: Date,
): Promise<TermOwedNow[]> {
  const [balances, installments] = await Promise.all([
    termBalancesOf(db, studentId),
    installmentsOf(db, studentId),
  ]);
  return termsOwedNow(balances, installments, now);
}

/**
 * What the student owes now, all terms together (the unpaid-balance hold): their balance, less the
 * installments of a plan not yet due. Paying ahead in one term counts against another, as in the balance.
 * A student on no plan costs one indexed read more than the balance alone.
 */
export async function owedNow(db: Database, studentId: number, now: Date): Promise<number> {
  const installments = await installmentsOf(db, studentId);
  if (installments.length === 0) return studentBalance(db, studentId);
  const terms = termsOwedNow(await termBalancesOf(db, studentId), installments, now);
  return terms.reduce((sum, term) => sum + term.owedNow, 0);
}
