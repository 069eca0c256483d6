import { z } from 'zod';
import { currency, MAX_AMOUNT_PIASTRES } from './billing.js';

/** An invoice is open until it is paid, cancelled or passes its expiry (modules/billing/invoice-states.ts). */
export const INVOICE_STATES = ['open', 'paid', 'expired', 'cancelled'] as const;
export const invoiceState = z.enum(INVOICE_STATES);
export type InvoiceState = z.infer<typeof invoiceState>;

/** A payment request: an amount the student owes, with the reference they pay it under. */
export const paymentInvoice = z.object({
  PaymentInvoiceRequestId: z.number().int(),
  TermId: z.number().int(),
  AmountPiastres: z.number().int(),
  Currency: currency,
  /** Twelve digits, the last a check digit: a mistyped reference is refused, never applied to another. */
  Reference: z.string().regex(/^\d{12}$/),
  Status: invoiceState,
  ExpiresAt: z.iso.datetime({ offset: true }),
  CreatedAt: z.iso.datetime({ offset: true }),
  PaidAt: z.iso.datetime({ offset: true }).nullable(),
  /**
   * What the provider said of the latest payment started for it when that was not a payment: `failed`
   * (declined, cancelled, voided) or `pending`; null when it said nothing since (or nothing was started).
   */
  ProviderStatus: z.enum(['pending', 'failed']).nullable(),
  /**
   * On an installment's invoice only: which installment of the term's plan it pays, so a page renewing it
   * once expired asks for that installment's invoice again (GetInstallmentPaymentRequest), not the term's.
   */
  InstallmentSequence: z.number().int().positive().optional(),
});
export type PaymentInvoice = z.infer<typeof paymentInvoice>;

/**
 * POST /api/Billing/GetPaymentRequest: an invoice for part or all of what a term still owes. Asked again
 * for the same amount while it is open, the same invoice comes back (a double tap never makes two).
 */
export const getPaymentRequestBody = z.object({
  TermId: z.number().int().positive(),
  AmountPiastres: z.number().int().positive().max(MAX_AMOUNT_PIASTRES),
});
/** Null, with the reason in Message, when the amount cannot be invoiced. */
export const getPaymentRequestResponse = paymentInvoice.nullable();

/** GET /api/Billing/GetInvoicePaymentRequest: one of the student's own invoices, as it stands now. */
export const getInvoicePaymentRequestQuery = z.object({
  PaymentInvoiceRequestId: z.coerce.number().int().positive().max(2_147_483_647),
});
/** Null, with a 404 Status, for an id that is not one of the student's invoices. */
export const getInvoicePaymentRequestResponse = paymentInvoice.nullable();
