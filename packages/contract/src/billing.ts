import { z } from 'zod';

/** What the university charges for: each kind is its own line on the statement. */
export const CHARGE_KINDS = [
  'tuition',
  'term_fees',
  'bus',
  'military',
  'petition',
  'application',
  'ceremony',
  'late_fee',
  'other',
] as const;
export const chargeKind = z.enum(CHARGE_KINDS);
export type ChargeKind = z.infer<typeof chargeKind>;

/** The university bills in Egyptian pounds; every amount is an integer of piastres (1/100 pound). */
export const CURRENCIES = ['EGP'] as const;
export const currency = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currency>;

/** How money reached the university: a bank deposit, a card or wallet online, cash at an outlet or desk. */
export const PAYMENT_CHANNELS = ['bank_deposit', 'card', 'wallet', 'outlet', 'cashier'] as const;
export const paymentChannel = z.enum(PAYMENT_CHANNELS);
export type PaymentChannel = z.infer<typeof paymentChannel>;

/** One charge, invoice or payment at most this large (EGP 1,000,000): larger is a mistake upstream. */
export const MAX_AMOUNT_PIASTRES = 100_000_000;

const piastres = z.number().int();

/** One charge with what has been taken off it (credits) and what payments of its term have covered. */
export const statementCharge = z.object({
  ChargeId: z.number().int(),
  Kind: chargeKind,
  Description: z.string(),
  /** The description in Arabic, or null where the charge has only the English one. */
  DescriptionAr: z.string().nullable(),
  AmountPiastres: piastres,
  CreditedPiastres: piastres,
  /** The term's payments settle its charges in order of due date, earliest first. */
  PaidPiastres: piastres,
  OutstandingPiastres: piastres,
  /** The last day to pay (YYYY-MM-DD, university calendar). */
  DueOn: z.string(),
  /** Something is still owed on it and its due date has passed. */
  Overdue: z.boolean(),
  ChargedAt: z.iso.datetime({ offset: true }),
});
export type StatementCharge = z.infer<typeof statementCharge>;

export const statementCredit = z.object({
  ChargeId: z.number().int(),
  AmountPiastres: piastres,
  Reason: z.string(),
  CreditedAt: z.iso.datetime({ offset: true }),
});

export const statementPayment = z.object({
  /** Names the payment's receipt (GetPaymentReceipt). */
  PaymentId: z.number().int(),
  AmountPiastres: piastres,
  /** What finance paid back of it (a refund): owed again, so the term's PaidPiastres leaves it out. */
  RefundedPiastres: piastres,
  /** The bank's, outlet's or provider's reference, as on the student's receipt. */
  Reference: z.string(),
  Channel: paymentChannel,
  PaidAt: z.iso.datetime({ offset: true }),
});

/** Totals of a term or of the whole account. Balance = charged − credited − paid; below 0 is paid ahead. */
const totals = {
  ChargedPiastres: piastres,
  CreditedPiastres: piastres,
  PaidPiastres: piastres,
  BalancePiastres: piastres,
  OverduePiastres: piastres,
};

/** An installment is paid (its invoice, or other money of the term, covered it), open until its due date, then overdue. */
export const INSTALLMENT_STATUSES = ['paid', 'open', 'overdue'] as const;
export const installmentStatus = z.enum(INSTALLMENT_STATUSES);
export type InstallmentStatus = z.infer<typeof installmentStatus>;

/** One installment of the term's plan on the statement: with a plan, what is overdue is these, not charges. */
export const statementInstallment = z.object({
  Sequence: z.number().int(),
  AmountPiastres: piastres,
  OwedPiastres: piastres,
  DueOn: z.string(),
  Status: installmentStatus,
});
export type StatementInstallment = z.infer<typeof statementInstallment>;

export const statementTerm = z.object({
  TermId: z.number().int(),
  TermCode: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  ...totals,
  Charges: z.array(statementCharge),
  Credits: z.array(statementCredit),
  Payments: z.array(statementPayment),
  /** The term's installment plan, when the student is on one: its installments, earliest first. */
  Installments: z.array(statementInstallment).optional(),
});
export type StatementTerm = z.infer<typeof statementTerm>;

/** GET /api/Billing/GetStudentStatement: the student's statement of account, newest term first. */
export const getStudentStatementResponse = z.object({
  Currency: currency,
  ...totals,
  /** The next due date (today or later) with something still owed, and how much falls due then; or null. */
  NextDue: z.object({ DueOn: z.string(), AmountPiastres: piastres }).nullable(),
  /** The university's date the statement was drawn up on (YYYY-MM-DD): "overdue" is as of this day. */
  AsOf: z.string(),
  Terms: z.array(statementTerm),
});
export type StudentStatement = z.infer<typeof getStudentStatementResponse>;

/** GET /api/Billing/GetPaymentReceipt: one of the student's own payments. */
export const getPaymentReceiptQuery = z.object({
  PaymentId: z.coerce.number().int().positive().max(2_147_483_647),
});
