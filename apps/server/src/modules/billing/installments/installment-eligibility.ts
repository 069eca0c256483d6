import type { InstallmentPlan } from '@portal/contract';
import { say, type Said } from '../../../platform/i18n/said.js';
import type { BillingInstallmentPlan } from './installment-schema.js';
import type { TermOwedNow } from './owed-now.js';

export type PlanRefusal = { Code: InstallmentPlan['Reasons'][number]['Code']; Message: Said };

/** What a student's account looks like to the plans of one term. */
export interface PlanCandidate {
  /** The university's date today (YYYY-MM-DD). */
  today: string;
  termId: number;
  termStartsOn: string;
  /** Every term the student has a balance in (owed-now.ts). */
  terms: readonly TermOwedNow[];
  /** The plan the student is on for the term, or null. */
  chosenPlanId: number | null;
}

/** What the term owes now: the balance a plan would split. */
export const termBalance = (candidate: PlanCandidate) =>
  candidate.terms.find((term) => term.termId === candidate.termId)?.balance ?? 0;

/**
 * Every reason the student may not choose `plan` now; none means they may. The rules, in one place:
 * within the plan's window, the term owes at least the plan's minimum (and something), nothing owed now
 * from an earlier term, and no other plan for the term (a plan once chosen is never changed).
 */
export function planRefusals(plan: BillingInstallmentPlan, candidate: PlanCandidate): PlanRefusal[] {
  const refusals: PlanRefusal[] = [];
  if (candidate.chosenPlanId !== null && candidate.chosenPlanId !== plan.id)
    refusals.push({
      Code: 'on_another_plan',
      Message: say('billing.installmentOnAnotherPlan', { plan: { en: plan.nameEn, ar: plan.nameAr } }),
    });
  if (candidate.chosenPlanId === plan.id) return refusals;
  if (candidate.today < plan.opensOn || candidate.today > plan.closesOn)
    refusals.push({
      Code: 'window_closed',
      Message: say('billing.installmentWindowClosed', { opens: plan.opensOn, closes: plan.closesOn }),
    });
  if (termBalance(candidate) < Math.max(plan.minBalancePiastres, 1))
    refusals.push({
      Code: 'below_minimum',
      Message: say('billing.installmentBelowMinimum', {
        amount: { piastres: Math.max(plan.minBalancePiastres, 1) },
      }),
    });
  const earlierOwes = candidate.terms.some(
    (term) => term.startsOn < candidate.termStartsOn && term.owedNow > 0,
  );
  if (earlierOwes)
    refusals.push({ Code: 'earlier_term_owes', Message: say('billing.installmentEarlierTermOwes') });
  return refusals;
}
