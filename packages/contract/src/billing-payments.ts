import { z } from 'zod';
import { paymentChannel } from './billing.js';

/** The channels a student starts from the portal: a hosted checkout (card, wallet) or a pay-at-outlet code. */
export const ONLINE_CHANNELS = ['card', 'wallet', 'outlet'] as const;
export const onlineChannel = z.enum(ONLINE_CHANNELS);
export type OnlineChannel = z.infer<typeof onlineChannel>;

const invoiceId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * A payment of one invoice started at a provider: where to pay (the hosted checkout) or what to quote at
 * an outlet. Starting again while it can still be paid answers the same one.
 */
export const paymentAttempt = z.object({
  PaymentInvoiceRequestId: z.number().int(),
  Channel: paymentChannel,
  /** The provider's hosted checkout page (card, wallet). */
  CheckoutUrl: z.string().nullable(),
  /** The number the student quotes at any outlet (the provider's reference). */
  OutletReference: z.string().nullable(),
  ExpiresAt: z.iso.datetime({ offset: true }),
});
export type PaymentAttempt = z.infer<typeof paymentAttempt>;

/** POST /api/Billing/InsertStudentInvoiceTransaction: start paying one of the student's open invoices. */
export const insertStudentInvoiceTransactionBody = z.object({
  PaymentInvoiceRequestId: invoiceId,
  Channel: onlineChannel,
});
/** Refused (null) for an invoice not open or a channel this university does not offer. */
export const insertStudentInvoiceTransactionResponse = paymentAttempt;

/** GET /api/Portal/GetBillingURL: the hosted card checkout of one of the student's open invoices. */
export const getBillingUrlQuery = z.object({ PaymentInvoiceRequestId: invoiceId });
export const getBillingUrlResponse = z.object({ Url: z.string() });

/**
 * What became of a provider's callback. Only a verified signature is looked at further; every answer
 * but `refused` tells the provider to stop retrying.
 */
export const CALLBACK_OUTCOMES = ['applied', 'duplicate', 'recorded', 'not-applied', 'refused'] as const;
export const providerCallbackResponse = z.object({ Outcome: z.enum(CALLBACK_OUTCOMES) });

/**
 * POST /api/Billing/PaymobCallback?hmac=: Paymob's "transaction processed" callback. The body is the
 * provider's; its fields are read only after the HMAC over its documented field list matches.
 */
export const paymobCallbackQuery = z.object({ hmac: z.string().max(256) });
export const paymobCallbackBody = z.looseObject({ type: z.string().max(64), obj: z.looseObject({}) });

/** POST /api/Billing/FawryCallback: Fawry's server notification V2, signed in its `messageSignature`. */
export const fawryCallbackBody = z.looseObject({ messageSignature: z.string().max(256) });

/** The ways a fee page offers: the online channels, and a cash deposit at a bank when a bank takes them. */
export const FEE_PAGE_CHANNELS = [...ONLINE_CHANNELS, 'bank_deposit'] as const;
export const feePageChannel = z.enum(FEE_PAGE_CHANNELS);
export type FeePageChannel = z.infer<typeof feePageChannel>;

/**
 * GET /api/Reports/CheckForFacultyCashDepositLink: the ways the university takes fees online now, in the
 * order the page offers them, then `bank_deposit` when an active bank takes the faculty's fees.
 */
export const checkForFacultyCashDepositLinkResponse = z.object({ Channels: z.array(feePageChannel) });
