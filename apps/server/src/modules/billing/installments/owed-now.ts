import type { Database, Transaction } from '../../../platform/db/client.js';
import { balanceAndFeesWaiting } from '../balance.js';
import { feesWaitingByTerm } from '../charge-settlements.js';
import { installmentsOf, termBalancesOf, type InstallmentRow } from './installment-queries.js';
import { installmentStandings, notYetDue } from './installment-status.js';

export interface TermOwedNow {
  termId: number;
  startsOn: string;
  /** Charges − credits − payments of the term. */
  balance: number;
  /** The balance less what of it may wait: installments of its plan and program fees not yet due. */
  owedNow: number;
}

/**
 * Each term's balance and what of it is owed now, given the student's installments and what is still
 * outstanding on program fees not yet due (`feesWaiting`, by term). Those fees are set aside first and the
 * plan's installments are owed by the rest, so a fee raised before or after the plan is never left out twice.
 */
export function termsOwedNow(
  balances: readonly { termId: number; startsOn: string; balance: number }[],
  installments: readonly InstallmentRow[],
  feesWaiting: ReadonlyMap<number, number>,
  now: Date,
): TermOwedNow[] {
  return balances.map((term) => {
    const rest = term.balance - (feesWaiting.get(term.termId) ?? 0);
    const ofTerm = installments.filter((row) => row.termId === term.termId);
    const waiting = ofTerm.length === 0 ? 0 : notYetDue(installmentStandings(ofTerm, rest, now));
    return { ...term, owedNow: rest - waiting };
  });
}

/** Every term the student has a balance in, with what of it is owed now. */
export async function owedNowByTerm(
  db: Database | Transaction,
  studentId: number,
  now: Date,
): Promise<TermOwedNow[]> {
  const [balances, installments, feesWaiting] = await Promise.all([
    termBalancesOf(db, studentId),
    installmentsOf(db, studentId),
    feesWaitingByTerm(db, studentId, now),
  ]);
  return termsOwedNow(balances, installments, feesWaiting, now);
}

const total = (byTerm: ReadonlyMap<number, number>) => [...byTerm.values()].reduce((sum, n) => sum + n, 0);

/**
 * What the student owes now, all terms together (the unpaid-balance hold): their balance, less the
 * installments of a plan and of a program fee not yet due; an overdue one holds like any debt. Paying ahead
 * in one term counts against another, as in the balance. A student on no plan with no program fee waiting
 * costs one indexed read more than the balance alone (the fees' check rides in the balance's statement).
 */
export async function owedNow(db: Database, studentId: number, now: Date): Promise<number> {
  const installments = await installmentsOf(db, studentId);
  if (installments.length === 0) {
    const { owed, feesWaiting } = await balanceAndFeesWaiting(db, studentId, now);
    return feesWaiting ? owed - total(await feesWaitingByTerm(db, studentId, now)) : owed;
  }
  const [balances, feesWaiting] = await Promise.all([
    termBalancesOf(db, studentId),
    feesWaitingByTerm(db, studentId, now),
  ]);
  const terms = termsOwedNow(balances, installments, feesWaiting, now);
  return terms.reduce((sum, term) => sum + term.owedNow, 0);
}
