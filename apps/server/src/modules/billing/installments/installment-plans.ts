import { MAX_PLAN_PARTS } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../../platform/db/client.js';
import { say, type Said } from '../../../platform/i18n/said.js';
import { inEnglish } from '../../../platform/i18n/words.js';
import { billingInstallmentPlanParts, billingInstallmentPlans } from './installment-schema.js';
import { ALL_BASIS_POINTS } from './installment-status.js';

export interface PlanToDefine {
  termId: number;
  code: string;
  nameEn: string;
  nameAr: string;
  opensOn: string;
  closesOn: string;
  minBalancePiastres: number;
  /** In order: each part's share in basis points (adding up to 10,000) and due date. */
  parts: readonly { shareBasisPoints: number; dueOn: string }[];
}

/**
 * What is wrong with a plan's own fields, or null: the one place the rules live, for the demo, the tests
 * and finance's editor alike. The tables cannot check these: a sum and an order across rows.
 */
export function planProblem(plan: Omit<PlanToDefine, 'termId'>): Said | null {
  const { parts } = plan;
  if (parts.length < 1 || parts.length > MAX_PLAN_PARTS)
    return say('finance.planPartsCount', { max: MAX_PLAN_PARTS });
  if (plan.closesOn < plan.opensOn) return say('finance.planWindowBackwards');
  if (parts.some((part) => part.shareBasisPoints < 1)) return say('finance.planShareTooSmall');
  const shares = parts.reduce((sum, part) => sum + part.shareBasisPoints, 0);
  if (shares !== ALL_BASIS_POINTS) return say('finance.planSharesNotWhole', { shares: shares / 100 });
  if (parts.some((part) => part.dueOn < plan.opensOn))
    return say('finance.planDueBeforeWindow', { opens: plan.opensOn });
  // Strictly increasing: two parts due the same day would be one installment paid twice over.
  if (parts.some((part, index) => index > 0 && part.dueOn <= (parts[index - 1]?.dueOn ?? '')))
    return say('finance.planDueNotIncreasing');
  return null;
}

/** Writes the plan's parts, numbered from 1 in order. */
export async function insertPlanParts(tx: Transaction, planId: number, parts: PlanToDefine['parts']) {
  await tx.insert(billingInstallmentPlanParts).values(
    parts.map((part, index) => ({
      planId,
      sequence: index + 1,
      shareBasisPoints: part.shareBasisPoints,
      dueOn: part.dueOn,
    })),
  );
}

/**
 * Locks the plan's row in share mode until the transaction ends: a student choosing it reads parts that
 * finance's editor (which locks the row for update) cannot change before the choice commits.
 */
export async function lockPlanShared(tx: Transaction, planId: number) {
  await tx
    .select({ id: billingInstallmentPlans.id })
    .from(billingInstallmentPlans)
    .where(eq(billingInstallmentPlans.id, planId))
    .for('share');
}

/**
 * Defines a term's plan (the demo and tests; finance's editor checks the same planProblem and answers in
 * words). A plan that breaks a rule is a mistake in the caller's data, so it throws.
 */
export async function definePlan(db: Database, plan: PlanToDefine) {
  const problem = planProblem(plan);
  if (problem) throw new Error(`Plan ${plan.code}: ${inEnglish(problem)}`);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(billingInstallmentPlans)
      .values({
        termId: plan.termId,
        code: plan.code,
        nameEn: plan.nameEn,
        nameAr: plan.nameAr,
        opensOn: plan.opensOn,
        closesOn: plan.closesOn,
        minBalancePiastres: plan.minBalancePiastres,
      })
      .returning();
    if (!row) throw new Error(`Plan ${plan.code} was not inserted`);
    await insertPlanParts(tx, row.id, plan.parts);
    return row;
  });
}
