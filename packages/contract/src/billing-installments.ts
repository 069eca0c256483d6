import { z } from 'zod';
import { currency, installmentStatus } from './billing.js';
import { paymentInvoice } from './billing-invoices.js';

const piastres = z.number().int();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const termId = z.coerce.number().int().positive().max(2_147_483_647);

/** Why a plan cannot be chosen now (modules/billing/installments/installment-eligibility.ts). */
export const INSTALLMENT_REFUSALS = [
  'window_closed',
  'below_minimum',
  'earlier_term_owes',
  'on_another_plan',
] as const;
export const installmentRefusal = z.enum(INSTALLMENT_REFUSALS);

/** One installment a plan would make of what the term owes: a share in basis points (10,000 = all). */
export const installmentPreview = z.object({
  Sequence: z.number().int(),
  ShareBasisPoints: z.number().int(),
  AmountPiastres: piastres,
  /** The last day to pay it (YYYY-MM-DD, university calendar). */
  DueOn: day,
});

export const installmentPlan = z.object({
  PlanId: z.number().int(),
  Code: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  /** The days a student may choose it (inclusive). */
  OpensOn: day,
  ClosesOn: day,
  /** The term must owe at least this much for the plan to be offered. */
  MinBalancePiastres: piastres,
  Eligible: z.boolean(),
  /** Every reason it cannot be chosen now, in the reader's language; empty when Eligible. */
  Reasons: z.array(z.object({ Code: installmentRefusal, Message: z.string() })),
  /** The installments choosing it would make of what the term owes now. */
  Installments: z.array(installmentPreview),
});
export type InstallmentPlan = z.infer<typeof installmentPlan>;

/** One of the student's installments with where it stands and the invoice it is paid through. */
export const studentInstallment = z.object({
  Sequence: z.number().int(),
  AmountPiastres: piastres,
  /** What is still to pay of it (0 once paid): the amount of its invoice. */
  OwedPiastres: piastres,
  DueOn: day,
  Status: installmentStatus,
  /** Its latest invoice (open or paid), or null when none was asked for yet. */
  Invoice: paymentInvoice.nullable(),
});
export type StudentInstallment = z.infer<typeof studentInstallment>;

export const chosenInstallmentPlan = z.object({
  PlanId: z.number().int(),
  Code: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  ChosenAt: z.iso.datetime({ offset: true }),
  /** What the term owed when the plan was chosen: the installments add up to it exactly. */
  TotalPiastres: piastres,
  Installments: z.array(studentInstallment),
});
export type ChosenInstallmentPlan = z.infer<typeof chosenInstallmentPlan>;

/** GET /api/Billing/GetInstallmentPlans: the term's plans for this student, and the plan they are on. */
export const getInstallmentPlansQuery = z.object({ TermId: termId });
export const getInstallmentPlansResponse = z
  .object({
    TermId: z.number().int(),
    Currency: currency,
    /** What the term owes now (charges − credits − payments). */
    BalancePiastres: piastres,
    Plans: z.array(installmentPlan),
    Chosen: chosenInstallmentPlan.nullable(),
  })
  .nullable();
export type InstallmentPlans = NonNullable<z.infer<typeof getInstallmentPlansResponse>>;

/**
 * POST /api/Billing/InsertStudentInstallment: puts the term's balance on a plan. The same plan chosen again
 * answers the same installments; another plan once one is chosen is refused.
 */
export const insertStudentInstallmentBody = z.object({
  TermId: z.number().int().positive().max(2_147_483_647),
  PlanId: z.number().int().positive().max(2_147_483_647),
});
export const insertStudentInstallmentResponse = getInstallmentPlansResponse;

/** POST /api/Billing/GetInstallmentPaymentRequest: the invoice to pay one installment with (the same one while open). */
export const getInstallmentPaymentRequestBody = z.object({
  TermId: z.number().int().positive().max(2_147_483_647),
  Sequence: z.number().int().positive().max(24),
});
export const getInstallmentPaymentRequestResponse = paymentInvoice.nullable();
