import { z } from 'zod';

const dbId = z.coerce.number().int().positive().max(2_147_483_647);

/** The bank's transaction number printed on the deposit receipt: letters and digits only. */
export const DEPOSIT_NUMBER_PATTERN = /^[A-Za-z0-9]{4,30}$/;

/**
 * POST /api/Billing/InsertStudentPaymentTransaction: the student says which deposit they made for an
 * invoice. It moves no money (only the bank's statement or signed callback credits the account); finance
 * sees it as a suggestion for a deposit the reference did not match.
 */
export const insertStudentPaymentTransactionBody = z.object({
  BankId: dbId,
  PaymentInvoiceRequestId: dbId,
  DepositNumber: z.string().trim().regex(DEPOSIT_NUMBER_PATTERN),
  DepositedOn: z.iso.date(),
  AmountPiastres: z.number().int().positive().max(2_147_483_647),
});
export type InsertStudentPaymentTransactionBody = z.infer<typeof insertStudentPaymentTransactionBody>;

export const declaredDeposit = z.object({
  DeclarationId: z.number().int(),
  BankId: z.number().int(),
  PaymentInvoiceRequestId: z.number().int(),
  DepositNumber: z.string(),
  DepositedOn: z.iso.date(),
  AmountPiastres: z.number().int(),
  DeclaredAt: z.iso.datetime({ offset: true }),
});
export type DeclaredDeposit = z.infer<typeof declaredDeposit>;
export const insertStudentPaymentTransactionResponse = declaredDeposit;

/** GET /api/Billing/InsertStudentPaymentTransaction: the student's declaration for the invoice, or null. */
export const getStudentPaymentTransactionQuery = z.object({ PaymentInvoiceRequestId: dbId });
export const getStudentPaymentTransactionResponse = declaredDeposit.nullable();

/** What a student declared for a bank transaction the reference did not match: finance may assign it. */
export const declaredDepositSuggestion = z.object({
  StudentCode: z.string(),
  InvoiceReference: z.string(),
  PaymentInvoiceRequestId: z.number().int(),
  TermId: z.number().int(),
});
export type DeclaredDepositSuggestion = z.infer<typeof declaredDepositSuggestion>;
