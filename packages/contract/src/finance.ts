import { z } from 'zod';
import { currency, MAX_AMOUNT_PIASTRES, paymentChannel } from './billing.js';
import { invoiceState } from './billing-invoices.js';
import { onlineChannel } from './billing-payments.js';
import { page } from './paging.js';

/*
 * The finance office's page (staff role `finance`): invoices and payments by state, refunds, the
 * reconciliation report and the payments export. Amounts are integer piastres, as everywhere in billing.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-09-30');
const instant = z.iso.datetime({ offset: true });
const piastres = z.number().int();
/** A student's code, name, or a payment reference: what finance types into the search box. */
const search = z.string().trim().min(1).max(64).optional();
const pageNumber = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(25);

/** The student an invoice or payment belongs to, as finance reads it. */
const studentColumns = {
  StudentCode: z.string(),
  StudentNameEn: z.string(),
  StudentNameAr: z.string(),
  TermCode: z.string(),
};

/** GET /api/Finance/GetInvoices: invoices, newest first, of one state or all. */
export const getFinanceInvoicesQuery = z.object({
  Status: invoiceState.optional(),
  Search: search,
  Page: pageNumber,
  PageSize: pageSize,
});
export const financeInvoice = z.object({
  InvoiceId: z.number().int(),
  ...studentColumns,
  AmountPiastres: piastres,
  Currency: currency,
  Reference: z.string(),
  Status: invoiceState,
  /** The channel of the latest payment started for it; null when none was started. */
  Channel: onlineChannel.nullable(),
  CreatedAt: instant,
  PaidAt: instant.nullable(),
});
export type FinanceInvoice = z.infer<typeof financeInvoice>;
export const getFinanceInvoicesResponse = page(financeInvoice);

/** GET /api/Finance/GetPayments: payments received, newest first, within the dates (university calendar). */
export const getFinancePaymentsQuery = z.object({
  Channel: paymentChannel.optional(),
  From: isoDate.optional(),
  To: isoDate.optional(),
  Search: search,
  Page: pageNumber,
  PageSize: pageSize,
});
export const financePayment = z.object({
  PaymentId: z.number().int(),
  ...studentColumns,
  AmountPiastres: piastres,
  Currency: currency,
  Channel: paymentChannel,
  Reference: z.string(),
  /** The provider's own id of the transaction (`paymob:<id>`); null for a deposit entered by finance. */
  ProviderKey: z.string().nullable(),
  PaidAt: instant,
  /** What has been paid back of it so far; never more than the amount. */
  RefundedPiastres: piastres,
});
export type FinancePayment = z.infer<typeof financePayment>;
export const getFinancePaymentsResponse = page(financePayment);

/**
 * POST /api/Finance/RefundPayment: money paid back, a row of its own (the payment is never edited). The
 * amount is checked by the service, not here, so a fractional or zero amount is answered in words.
 */
export const refundPaymentBody = z.object({
  PaymentId: z.number().int().positive().max(2_147_483_647),
  AmountPiastres: z.number().max(MAX_AMOUNT_PIASTRES),
  Reason: z.string().max(500),
  /** Made once by the page per refund dialog: a double submit answers the refund it already made. */
  IdempotencyKey: z.string().trim().min(8).max(64),
});
export const financeRefund = z.object({
  RefundId: z.number().int(),
  PaymentId: z.number().int(),
  StudentCode: z.string(),
  AmountPiastres: piastres,
  Currency: currency,
  Reason: z.string(),
  StaffEmail: z.string(),
  CreatedAt: instant,
});
export type FinanceRefund = z.infer<typeof financeRefund>;
/** Null, with the reason in Message, when the refund is refused. */
export const refundPaymentResponse = financeRefund.extend({ RefundedPiastres: piastres }).nullable();

/** GET /api/Finance/GetReconciliationReport: one period, From and To inclusive (university calendar). */
export const getReconciliationReportQuery = z.object({ From: isoDate, To: isoDate });
export const providerEventRow = z.object({
  EventId: z.number().int(),
  Provider: z.string(),
  MerchantReference: z.string(),
  Status: z.string(),
  AmountPiastres: piastres,
  Source: z.string(),
  ReceivedAt: instant,
});
export const pendingInvoiceRow = z.object({
  InvoiceId: z.number().int(),
  StudentCode: z.string(),
  Reference: z.string(),
  AmountPiastres: piastres,
  Provider: z.string(),
  Channel: onlineChannel,
  AttemptedAt: instant,
});
export const reconciliationReport = z.object({
  From: isoDate,
  To: isoDate,
  /** Payments applied, per channel. */
  Applied: z.array(z.object({ Channel: paymentChannel, Count: z.number().int(), AmountPiastres: piastres })),
  /** What a provider reported that no invoice took, by reason (`amount-mismatch`, `unknown-reference`, …). */
  NotApplied: z.array(
    z.object({ Reason: z.string(), Count: z.number().int(), Events: z.array(providerEventRow) }),
  ),
  /** Invoices still open whose payment started longer ago than a callback takes: pending at the provider. */
  PendingAtProvider: z.array(pendingInvoiceRow),
  Refunds: z.array(financeRefund),
});
export type ReconciliationReport = z.infer<typeof reconciliationReport>;
export const getReconciliationReportResponse = reconciliationReport;

/** GET /api/Finance/ExportPayments: the payments of a period as CSV (one row per payment). */
export const exportPaymentsQuery = z.object({
  From: isoDate,
  To: isoDate,
  Channel: paymentChannel.optional(),
});
