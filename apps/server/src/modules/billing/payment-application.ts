import type { PaymentChannel } from '@portal/contract';
import type { Database, Transaction } from '../../platform/db/client.js';
import {
  insertPayment,
  lockedInvoiceByReference,
  markInvoicePaid,
  paymentByProviderKey,
} from './invoice-queries.js';
import { statesBeforeBy } from './invoice-states.js';
import { isPaymentReference } from './payment-reference.js';
import type { BillingInvoice, BillingPayment } from './schema.js';

/** Money a channel says arrived against an invoice's reference. */
export interface ReceivedPayment {
  reference: string;
  /** What the student paid towards the invoice, without the provider's fees. */
  amountPiastres: number;
  channel: PaymentChannel;
  /** The provider's id of the transaction, unique across every channel (`paymob:<id>`). */
  providerKey: string;
  paidAt: Date;
}

/** Why a payment was not applied: the channel keeps it for finance (refund or re-apply), nothing changed. */
export type NotApplied = 'mistyped-reference' | 'unknown-reference' | 'amount-differs' | 'invoice-not-open';

export type PaymentOutcome =
  | { kind: 'applied' | 'already-applied'; invoice: BillingInvoice; payment: BillingPayment }
  | { kind: 'not-applied'; reason: NotApplied; invoice?: BillingInvoice };

/**
 * Applies a payment to its invoice exactly once, whatever the channel does: the provider's transaction is
 * recorded under its own key in the same transaction as the invoice turning paid, so a callback delivered
 * twice (or two at once) finds the first payment, and an invoice already paid, expired or cancelled takes
 * no second payment. The caller verifies the channel's signature before calling.
 */
export function applyInvoicePayment(db: Database, received: ReceivedPayment): Promise<PaymentOutcome> {
  return db.transaction((tx) => applyInvoicePaymentIn(tx, received));
}

/** applyInvoicePayment inside the caller's transaction: a channel records the provider's event with it. */
export async function applyInvoicePaymentIn(
  tx: Transaction,
  received: ReceivedPayment,
): Promise<PaymentOutcome> {
  if (!isPaymentReference(received.reference)) return { kind: 'not-applied', reason: 'mistyped-reference' };
  const invoice = await lockedInvoiceByReference(tx, received.reference);
  if (!invoice) return { kind: 'not-applied', reason: 'unknown-reference' };
  const earlier = await paymentByProviderKey(tx, received.providerKey);
  if (earlier) {
    if (earlier.invoiceId !== invoice.id || earlier.amountPiastres !== received.amountPiastres)
      throw new Error(`The provider key ${received.providerKey} already names a different payment`);
    return { kind: 'already-applied', invoice, payment: earlier };
  }
  if (received.amountPiastres !== invoice.amountPiastres)
    return { kind: 'not-applied', reason: 'amount-differs', invoice };
  // Paid after the reference lapsed: no outlet or gateway should have taken it, so finance decides.
  if (received.paidAt > invoice.expiresAt)
    return { kind: 'not-applied', reason: 'invoice-not-open', invoice };
  // A bank deposit made in time may find its invoice marked expired since (invoice-states.ts).
  const paid = await markInvoicePaid(
    tx,
    invoice.id,
    statesBeforeBy(received.channel, 'paid'),
    received.paidAt,
  );
  if (!paid) return { kind: 'not-applied', reason: 'invoice-not-open', invoice };
  const payment = await insertPayment(tx, {
    studentId: invoice.studentId,
    termId: invoice.termId,
    amountPiastres: received.amountPiastres,
    currency: invoice.currency,
    reference: invoice.reference,
    channel: received.channel,
    invoiceId: invoice.id,
    providerKey: received.providerKey,
    paidAt: received.paidAt,
  });
  return { kind: 'applied', invoice: paid, payment };
}
