import { z } from 'zod';
import { currency } from './billing.js';
import { page } from './paging.js';
import { declaredDepositSuggestion } from './billing-declared-deposits.js';

/*
 * Bank deposits finance confirms (staff role `finance`): the bank's statement file imported after a
 * preview, and the register of deposits that matched no invoice. The CSV format is documented in
 * apps/server/src/modules/billing/README.md. Amounts are integer piastres.
 */

/** The largest statement file taken, in bytes (UTF-8), and the most rows: a bank's day fits well within. */
export const BANK_STATEMENT_MAX_BYTES = 1024 * 1024;
export const BANK_STATEMENT_MAX_ROWS = 5000;

/**
 * What a statement row does: `apply` pays the invoice under its reference; `already-applied` and
 * `already-recorded` are the bank's transaction seen before (paid, or in the register); the four
 * reasons a deposit goes to the unmatched register; `malformed` is a line that could not be read.
 */
export const BANK_ROW_OUTCOMES = [
  'apply',
  'already-applied',
  'already-recorded',
  'mistyped-reference',
  'unknown-reference',
  'amount-differs',
  'invoice-not-open',
  'malformed',
] as const;
export const bankRowOutcome = z.enum(BANK_ROW_OUTCOMES);
export type BankRowOutcome = z.infer<typeof bankRowOutcome>;

/** Why a line could not be read; the page says each in the reader's language. */
export const BANK_ROW_PROBLEMS = [
  'columns',
  'unterminated-quote',
  'stray-quote',
  'transaction-id',
  'duplicate-transaction',
  'deposited-at',
  'reference',
  'amount-format',
  'amount-decimals',
  'amount-negative',
  'amount-zero',
  'amount-too-large',
  'currency',
  'depositor',
] as const;
export const bankRowProblem = z.enum(BANK_ROW_PROBLEMS);
export type BankRowProblem = z.infer<typeof bankRowProblem>;

/** Why a deposit is in the register: the reason its reference matched no open invoice for its amount. */
export const UNMATCHED_REASONS = [
  'mistyped-reference',
  'unknown-reference',
  'amount-differs',
  'invoice-not-open',
] as const;
export const unmatchedReason = z.enum(UNMATCHED_REASONS);
export type UnmatchedReason = z.infer<typeof unmatchedReason>;

/** open → assigned (credited to a student) | returned (the bank sent the money back); nothing else. */
export const UNMATCHED_STATES = ['open', 'assigned', 'returned'] as const;
export const unmatchedState = z.enum(UNMATCHED_STATES);
export type UnmatchedState = z.infer<typeof unmatchedState>;

/** A bank whose statement finance may import, in use or not. */
export const statementBank = z.object({
  BankId: z.number().int(),
  Code: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  /** False for a bank the university stopped using: its late statements are still imported. */
  Active: z.boolean(),
});
export type StatementBank = z.infer<typeof statementBank>;

/**
 * GET /api/Finance/GetDepositChoices: what finance chooses from on the deposits' screens: every bank, and
 * the terms (newest first) a deposit can be credited to.
 */
export const getDepositChoicesResponse = z.object({
  Banks: z.array(statementBank),
  Terms: z.array(
    z.object({ TermId: z.number().int(), Code: z.string(), NameEn: z.string(), NameAr: z.string() }),
  ),
});
export type DepositChoices = z.infer<typeof getDepositChoicesResponse>;

const statementBody = {
  BankId: z.number().int().positive(),
  /**
   * The file's text as the bank wrote it. Its size in UTF-8 bytes is checked against
   * BANK_STATEMENT_MAX_BYTES by the server, which says so clearly; this bound only stops absurd bodies.
   */
  Csv: z
    .string()
    .min(1)
    .max(4 * BANK_STATEMENT_MAX_BYTES),
};

/** One line of the statement and what it does (or would do). */
export const bankStatementRow = z.object({
  /** The line of the file the row starts on (the header is line 1). */
  Line: z.number().int(),
  TransactionId: z.string(),
  DepositedAt: z.iso.datetime({ offset: true }).nullable(),
  Reference: z.string(),
  AmountPiastres: z.number().int().nullable(),
  Depositor: z.string(),
  Outcome: bankRowOutcome,
  /** Why a `malformed` line could not be read; null otherwise. */
  Problem: bankRowProblem.nullable(),
  /** The invoice and student the reference names, when it names one. */
  InvoiceAmountPiastres: z.number().int().nullable(),
  StudentCode: z.string().nullable(),
  StudentNameEn: z.string().nullable(),
  StudentNameAr: z.string().nullable(),
  /** A student's declaration of this transaction at this bank and amount: a hint, never applied by itself. */
  Suggestion: declaredDepositSuggestion.nullable().optional(),
});
export type BankStatementRow = z.infer<typeof bankStatementRow>;

export const bankStatementTotals = z.object({
  Rows: z.number().int(),
  Apply: z.number().int(),
  ApplyPiastres: z.number().int(),
  Unmatched: z.number().int(),
  UnmatchedPiastres: z.number().int(),
  AlreadySeen: z.number().int(),
  Malformed: z.number().int(),
});

/** POST /api/Finance/PreviewBankStatement: what importing the file would do; changes nothing. */
export const previewBankStatementBody = z.object(statementBody);
export const previewBankStatementResponse = z
  .object({
    BankId: z.number().int(),
    Rows: z.array(bankStatementRow),
    Totals: bankStatementTotals,
    /** sha256 of the bank id and the exact file: Import takes only the file this preview showed. */
    PreviewToken: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .nullable();
export type PreviewBankStatementResponse = NonNullable<z.infer<typeof previewBankStatementResponse>>;

/**
 * POST /api/Finance/ImportBankStatement: applies each matching row once and records each other readable
 * row in the unmatched register. Rows' outcomes are what happened (`apply`: applied now).
 */
export const importBankStatementBody = z.object({
  ...statementBody,
  PreviewToken: z.string().regex(/^[0-9a-f]{64}$/),
});
export const importBankStatementResponse = z
  .object({
    BankId: z.number().int(),
    Rows: z.array(bankStatementRow),
    Totals: bankStatementTotals,
  })
  .nullable();
export type ImportBankStatementResponse = NonNullable<z.infer<typeof importBankStatementResponse>>;

/** One deposit of the unmatched register. */
export const unmatchedDeposit = z.object({
  DepositId: z.number().int(),
  BankCode: z.string(),
  BankNameEn: z.string(),
  BankNameAr: z.string(),
  TransactionId: z.string(),
  DepositedAt: z.iso.datetime({ offset: true }),
  /** As the depositor wrote it on the slip. */
  Reference: z.string(),
  AmountPiastres: z.number().int(),
  Currency: currency,
  Depositor: z.string(),
  Reason: unmatchedReason,
  Status: unmatchedState,
  StudentCode: z.string().nullable(),
  StudentNameEn: z.string().nullable(),
  StudentNameAr: z.string().nullable(),
  PaymentId: z.number().int().nullable(),
  ResolvedBy: z.string().nullable(),
  ResolvedAt: z.iso.datetime({ offset: true }).nullable(),
  Note: z.string().nullable(),
  RecordedAt: z.iso.datetime({ offset: true }),
  /** A student's declaration of this transaction at this bank and amount, while the deposit is open. */
  Suggestion: declaredDepositSuggestion.nullable().optional(),
});
export type UnmatchedDeposit = z.infer<typeof unmatchedDeposit>;

/** GET /api/Finance/GetUnmatchedDeposits: the register, newest deposit first, of one status or all. */
export const getUnmatchedDepositsQuery = z.object({
  Status: unmatchedState.optional(),
  Page: z.coerce.number().int().min(1).max(100_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const getUnmatchedDepositsResponse = page(unmatchedDeposit);

const note = z.string().trim().min(1).max(500);

/** POST /api/Finance/AssignUnmatchedDeposit: credits the deposit to a student's term as a payment. */
export const assignUnmatchedDepositBody = z.object({
  DepositId: z.number().int().positive(),
  StudentCode: z.string().trim().min(1).max(32),
  TermId: z.number().int().positive(),
  Note: note,
});
export const assignUnmatchedDepositResponse = unmatchedDeposit.nullable();

/** POST /api/Finance/ReturnUnmatchedDeposit: the bank sent the money back to the depositor. */
export const returnUnmatchedDepositBody = z.object({
  DepositId: z.number().int().positive(),
  Note: note,
});
export const returnUnmatchedDepositResponse = unmatchedDeposit.nullable();
