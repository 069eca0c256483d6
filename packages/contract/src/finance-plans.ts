import { z } from 'zod';
import { MAX_AMOUNT_PIASTRES } from './billing.js';

/*
 * Finance's editor of the installment plans a term offers (staff role `finance`). Shares are basis points
 * (10,000 = the whole balance), so a plan splits a balance exactly; amounts are integer piastres.
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-09-30');
const termId = z.coerce.number().int().positive().max(2_147_483_647);

/** The most parts a plan may have: one a month across a year. */
export const MAX_PLAN_PARTS = 12;

export const financePlanPart = z.object({
  ShareBasisPoints: z.number().int(),
  DueOn: day,
});
export type FinancePlanPart = z.infer<typeof financePlanPart>;

export const financePlan = z.object({
  PlanId: z.number().int(),
  Code: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  OpensOn: day,
  ClosesOn: day,
  MinBalancePiastres: z.number().int(),
  Parts: z.array(financePlanPart),
  /** Students who chose it: a plan someone is on can no longer be edited. */
  StudentCount: z.number().int(),
});
export type FinancePlan = z.infer<typeof financePlan>;

/** GET /api/Finance/GetInstallmentPlans: a term's plans, by code. */
export const getFinanceInstallmentPlansQuery = z.object({ TermId: termId });
export const getFinanceInstallmentPlansResponse = z.object({ Plans: z.array(financePlan) });

/**
 * POST /api/Finance/SaveInstallmentPlan: creates a plan (no PlanId) or edits one nobody chose yet. The
 * rules across fields (shares, dates, number of parts) are checked by the service and answered in words.
 */
export const saveInstallmentPlanBody = z.object({
  TermId: termId,
  PlanId: z.number().int().positive().max(2_147_483_647).optional(),
  Code: z.string().trim().min(1).max(32),
  NameEn: z.string().trim().min(1).max(120),
  NameAr: z.string().trim().min(1).max(120),
  OpensOn: day,
  ClosesOn: day,
  MinBalancePiastres: z.number().int().min(0).max(MAX_AMOUNT_PIASTRES),
  /** Bounded loosely here so too many parts is answered in words by the service, not a 400. */
  Parts: z.array(financePlanPart).max(100),
});
export type SaveInstallmentPlanBody = z.infer<typeof saveInstallmentPlanBody>;
/** Null, with the reason in Message, when the plan is refused. */
export const saveInstallmentPlanResponse = financePlan.nullable();
