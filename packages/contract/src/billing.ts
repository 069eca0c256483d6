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
  AmountPiastres: piastres,
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

export const statementTerm = z.object({
  TermId: z.number().int(),
  TermCode: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  ...totals,
  Charges: z.array(statementCharge),
  Credits: z.array(statementCredit),
  Payments: z.array(statementPayment),
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
