import type { PetitionInvoice } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import { openInvoice } from '../billing/service.js';
import { petitionOrderOf } from './document-queries.js';
import { feeOf, settleIfPaid } from './fee-settling.js';

export interface PetitionContext {
  events: EventBus | undefined;
  /** INVOICE_VALID_HOURS, as billing's own GetPaymentRequest passes it. */
  validHours: number;
}

/**
 * GetInvoicePaymentRequest: the invoice of one of the student's own requests' fee, opened through billing
 * for the request's charge (the open one again when there is one). A fee found paid moves the request on
 * (settleIfPaid) and answers without an invoice. Another student's request answers 404 and changes nothing.
 */
export async function petitionInvoice(
  db: Database,
  studentId: number,
  orderId: number,
  now: Date,
  context: PetitionContext,
): Promise<PetitionInvoice | Refused> {
  const order = await petitionOrderOf(db, studentId, orderId);
  if (!order) return refused('404', say('orders.notFound'));
  const fee = await feeOf(db, order);
  if (!fee || order.chargeId === null) return refused('409', say('orders.petition.noFee'));
  if (fee.Paid) {
    await settleIfPaid(db, context.events, order, now);
    return { OrderId: order.id, Fee: fee, PaymentInvoiceRequestId: null, Reference: null, ExpiresAt: null };
  }
  if (order.state !== 'payment-pending') return refused('409', say('orders.petition.notAwaitingPayment'));
  const invoice = await openInvoice(db, studentId, { chargeId: order.chargeId }, now, context.validHours);
  if ('kind' in invoice) return invoice;
  return {
    OrderId: order.id,
    Fee: fee,
    PaymentInvoiceRequestId: invoice.PaymentInvoiceRequestId,
    Reference: invoice.Reference,
    ExpiresAt: invoice.ExpiresAt,
  };
}
