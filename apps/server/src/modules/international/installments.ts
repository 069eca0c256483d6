import type { ProgramInstallments, ProgramPlan } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import { settlementsBySourceKey, type SettlementByKey } from '../billing/service.js';
import { FEE_PAYABLE } from './application-states.js';
import { installmentAmounts, type PlanInstallmentAmount } from './installment-amounts.js';
import { applicationFeeRows, studentApplicationFee, type ApplicationFeeRow } from './installment-queries.js';

/** An installment is `due` from this many days before its date (the page asks for it then). */
export const DUE_WITHIN_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The billing charge of one installment: the key makes raising it again (a double tap) find the first. */
export const installmentKey = (applicationId: number, sequence: number) =>
  `intl:${String(applicationId)}:${String(sequence)}`;

/** The plan the application chose, with its installments' amounts; null before the first payment. */
export function chosenPlan(row: Pick<ApplicationFeeRow, 'planCode' | 'plans' | 'feePiastres'>) {
  const plan = row.plans.find((candidate) => candidate.Code === row.planCode);
  return plan ? { plan, amounts: installmentAmounts(row.feePiastres, plan.Installments) } : null;
}

/**
 * The fee of each application and what the chosen plan's charges have had paid (as billing's statement
 * settles them): five statements for a page of applications, however many. An unknown id is absent.
 */
export async function applicationFees(
  db: Database,
  applicationIds: number[],
): Promise<Map<number, { FeePiastres: number; PaidPiastres: number }>> {
  const fees = new Map<number, { FeePiastres: number; PaidPiastres: number }>();
  if (applicationIds.length === 0) return fees;
  const rows = await applicationFeeRows(db, applicationIds);
  const chosen = rows.map((row) => ({ row, keys: planKeys(row.id, chosenPlan(row)?.amounts ?? []) }));
  const settled = await settlementsBySourceKey(
    db,
    chosen.flatMap(({ keys }) => keys),
  );
  for (const { row, keys } of chosen) {
    const paid = keys.reduce((sum, key) => sum + (settled.get(key)?.paidPiastres ?? 0), 0);
    fees.set(row.id, { FeePiastres: row.feePiastres, PaidPiastres: paid });
  }
  return fees;
}

const planKeys = (applicationId: number, amounts: readonly PlanInstallmentAmount[]) =>
  amounts.map((amount) => installmentKey(applicationId, amount.sequence));

/**
 * Where an installment stands on the university's date `today`: `paid` once its charge is settled (an
 * installment of 0 piastres, a tiny fee's share, has nothing to pay), `overdue` past its date unpaid, `due`
 * within DUE_WITHIN_DAYS of its date, `upcoming` before that.
 */
export function installmentState(
  amount: PlanInstallmentAmount,
  settlement: SettlementByKey | undefined,
  today: string,
): ProgramInstallments['Installments'][number]['State'] {
  if (amount.amountPiastres === 0 || settlement?.paid === true) return 'paid';
  if (amount.dueOn < today) return 'overdue';
  const dueFrom = new Date(Date.parse(`${amount.dueOn}T00:00:00Z`) - DUE_WITHIN_DAYS * DAY_MS);
  return dueFrom.toISOString().slice(0, 10) <= today ? 'due' : 'upcoming';
}

/**
 * The application when its fee can be paid now, else why not: not the student's (404), not a conference's
 * on the conference page (404), no place accepted yet or no longer (409), a free program (409).
 */
export function payableApplication(
  row: ApplicationFeeRow | undefined,
  conferenceOnly: boolean,
): ApplicationFeeRow | Refused<'404' | '409'> {
  if (!row) return refused('404', say('international.applicationNotFound'));
  if (conferenceOnly && row.mode !== 'conference')
    return refused('404', say('international.installments.conferenceOnly'));
  if (!FEE_PAYABLE.includes(row.state))
    return refused(
      '409',
      say('international.installments.notPayable', { state: say(`international.state.${row.state}`) }),
    );
  if (row.feePiastres === 0) return refused('409', say('international.installments.noFee'));
  return row;
}

const planView = (feePiastres: number, plan: ProgramPlan) => ({
  Code: plan.Code,
  NameEn: plan.NameEn,
  NameAr: plan.NameAr,
  Installments: installmentAmounts(feePiastres, plan.Installments).map((amount) => ({
    Sequence: amount.sequence,
    AmountPiastres: amount.amountPiastres,
    DueDate: amount.dueOn,
  })),
});

/** GetInstallmentPlans (and _Curious): the plans, the one chosen with its installments' states, what is paid. */
export async function installmentPlans(
  db: Database,
  asked: { studentId: number; applicationId: number; conferenceOnly: boolean; today: string },
): Promise<ProgramInstallments | Refused<'404' | '409'>> {
  const row = payableApplication(
    await studentApplicationFee(db, asked.studentId, asked.applicationId),
    asked.conferenceOnly,
  );
  if ('kind' in row) return row;
  const chosen = chosenPlan(row);
  const amounts = chosen?.amounts ?? [];
  const settled = await settlementsBySourceKey(db, planKeys(row.id, amounts));
  const installments = amounts.map((amount) => {
    const settlement = settled.get(installmentKey(row.id, amount.sequence));
    return { amount, settlement, state: installmentState(amount, settlement, asked.today) };
  });
  return {
    ApplicationId: row.id,
    FeePiastres: row.feePiastres,
    Currency: 'EGP',
    Plans: row.plans.map((plan) => planView(row.feePiastres, plan)),
    ChosenPlanCode: chosen?.plan.Code ?? null,
    Installments: installments.map(({ amount, state }) => ({
      Sequence: amount.sequence,
      AmountPiastres: amount.amountPiastres,
      Currency: 'EGP' as const,
      DueDate: amount.dueOn,
      State: state,
    })),
    PaidPiastres: installments.reduce((sum, { settlement }) => sum + (settlement?.paidPiastres ?? 0), 0),
  };
}
