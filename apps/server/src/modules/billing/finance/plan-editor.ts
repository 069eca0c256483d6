import type { FinancePlan, SaveInstallmentPlanBody } from '@portal/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../../platform/db/client.js';
import { refused, RefusedInTransaction, refusable, type Refused } from '../../../platform/http/refused.js';
import { say } from '../../../platform/i18n/said.js';
import { insertPlanParts, planProblem } from '../installments/installment-plans.js';
import { plansOfTerm, termById, type PlanWithParts } from '../installments/installment-queries.js';
import {
  billingInstallmentPlanParts,
  billingInstallmentPlans,
  billingStudentPlans,
} from '../installments/installment-schema.js';

type Reader = Database | Transaction;

export type SaveOutcome =
  { kind: 'saved'; plan: FinancePlan; created: boolean; repeated: boolean } | Refused<'404' | '409' | '422'>;

async function studentsOn(db: Reader, planId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(billingStudentPlans)
    .where(eq(billingStudentPlans.planId, planId));
  return row?.n ?? 0;
}

function view({ plan, parts }: PlanWithParts, studentCount: number): FinancePlan {
  return {
    PlanId: plan.id,
    Code: plan.code,
    NameEn: plan.nameEn,
    NameAr: plan.nameAr,
    OpensOn: plan.opensOn,
    ClosesOn: plan.closesOn,
    MinBalancePiastres: plan.minBalancePiastres,
    Parts: parts.map((part) => ({ ShareBasisPoints: part.shareBasisPoints, DueOn: part.dueOn })),
    StudentCount: studentCount,
  };
}

/** GetInstallmentPlans: the term's plans by code, each with how many students chose it. */
export async function financePlans(db: Reader, termId: number): Promise<FinancePlan[]> {
  const plans = await plansOfTerm(db, termId);
  return Promise.all(plans.map(async (entry) => view(entry, await studentsOn(db, entry.plan.id))));
}

async function planOfTerm(tx: Transaction, termId: number, planId: number) {
  const found = (await plansOfTerm(tx, termId)).find((entry) => entry.plan.id === planId);
  if (!found) throw new RefusedInTransaction('404', say('finance.planNotFound'));
  return found;
}

/** The same plan as sent, field for field: what makes a repeated create the same request. */
const samePlan = (saved: FinancePlan, sent: SaveInstallmentPlanBody) =>
  saved.NameEn === sent.NameEn &&
  saved.NameAr === sent.NameAr &&
  saved.OpensOn === sent.OpensOn &&
  saved.ClosesOn === sent.ClosesOn &&
  saved.MinBalancePiastres === sent.MinBalancePiastres &&
  JSON.stringify(saved.Parts) ===
    JSON.stringify(sent.Parts.map((p) => ({ ShareBasisPoints: p.ShareBasisPoints, DueOn: p.DueOn })));

const fields = (sent: SaveInstallmentPlanBody) => ({
  code: sent.Code,
  nameEn: sent.NameEn,
  nameAr: sent.NameAr,
  opensOn: sent.OpensOn,
  closesOn: sent.ClosesOn,
  minBalancePiastres: sent.MinBalancePiastres,
});

const parts = (sent: SaveInstallmentPlanBody) =>
  sent.Parts.map((part) => ({ shareBasisPoints: part.ShareBasisPoints, dueOn: part.DueOn }));

/**
 * Creates a plan. A code the term already has answers that plan when everything else is the same (a
 * double submit, even two at once: the unique index on term and code decides) and is refused otherwise.
 */
async function create(tx: Transaction, sent: SaveInstallmentPlanBody) {
  const [row] = await tx
    .insert(billingInstallmentPlans)
    .values({ termId: sent.TermId, ...fields(sent) })
    .onConflictDoNothing()
    .returning();
  if (row) {
    await insertPlanParts(tx, row.id, parts(sent));
    return { plan: await planOfTerm(tx, sent.TermId, row.id), repeated: false };
  }
  const [taken] = await tx
    .select({ id: billingInstallmentPlans.id })
    .from(billingInstallmentPlans)
    .where(and(eq(billingInstallmentPlans.termId, sent.TermId), eq(billingInstallmentPlans.code, sent.Code)));
  const earlier = taken && (await planOfTerm(tx, sent.TermId, taken.id));
  if (!earlier || !samePlan(view(earlier, 0), sent))
    throw new RefusedInTransaction('422', say('finance.planCodeTaken', { code: sent.Code }));
  return { plan: earlier, repeated: true };
}

/**
 * Edits a plan no student is on. Its row is locked for update, which waits for a student choosing it (who
 * holds it in share mode, installment-plans.ts lockPlanShared) and then sees their choice counted.
 */
async function edit(tx: Transaction, sent: SaveInstallmentPlanBody, planId: number) {
  await tx
    .select({ id: billingInstallmentPlans.id })
    .from(billingInstallmentPlans)
    .where(eq(billingInstallmentPlans.id, planId))
    .for('update');
  await planOfTerm(tx, sent.TermId, planId);
  const onIt = await studentsOn(tx, planId);
  if (onIt > 0) throw new RefusedInTransaction('409', say('finance.planInUse', { count: onIt }));
  const [clash] = await tx
    .select({ id: billingInstallmentPlans.id })
    .from(billingInstallmentPlans)
    .where(and(eq(billingInstallmentPlans.termId, sent.TermId), eq(billingInstallmentPlans.code, sent.Code)));
  if (clash && clash.id !== planId)
    throw new RefusedInTransaction('422', say('finance.planCodeTaken', { code: sent.Code }));
  await tx.update(billingInstallmentPlans).set(fields(sent)).where(eq(billingInstallmentPlans.id, planId));
  await tx.delete(billingInstallmentPlanParts).where(eq(billingInstallmentPlanParts.planId, planId));
  await insertPlanParts(tx, planId, parts(sent));
  return { plan: await planOfTerm(tx, sent.TermId, planId), repeated: false };
}

/** SaveInstallmentPlan: the plan's own rules first (planProblem), then the term's, all in one transaction. */
export async function saveInstallmentPlan(db: Database, sent: SaveInstallmentPlanBody): Promise<SaveOutcome> {
  const problem = planProblem({ ...fields(sent), parts: parts(sent) });
  if (problem) return refused('422', problem);
  const outcome = await refusable(() =>
    db.transaction(async (tx) => {
      if (!(await termById(tx, sent.TermId)))
        throw new RefusedInTransaction('404', say('finance.planTermNotFound'));
      const { PlanId } = sent;
      const saved = PlanId === undefined ? await create(tx, sent) : await edit(tx, sent, PlanId);
      return { ...saved, count: await studentsOn(tx, saved.plan.plan.id) };
    }),
  );
  if (outcome.kind === 'refused') return outcome as Refused<'404' | '409' | '422'>;
  const { plan, repeated, count: onIt } = outcome.value;
  return { kind: 'saved', plan: view(plan, onIt), created: sent.PlanId === undefined, repeated };
}
