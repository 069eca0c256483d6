import type { Database } from '../../platform/db/client.js';
import { invoiceReferenceOf, type ProviderEvent } from './gateways/gateway.js';
import { applyInvoicePaymentIn } from './payment-application.js';
import { insertProviderEventIfNew, invoiceIdByReference, settleProviderEvent } from './payment-queries.js';
import type { BillingInvoice, BillingPayment } from './schema.js';

export type EventResult =
  | { outcome: 'applied'; invoice: BillingInvoice; payment: BillingPayment }
  | { outcome: 'duplicate' | 'recorded' }
  | { outcome: 'not-applied'; reason: string };

/**
 * Takes in what a provider said, exactly once: the event is recorded under its key in the same transaction
 * as the payment it makes, so a repeat (another delivery, or reconciliation finding what the callback
 * already brought) finds the key taken and changes nothing, and a crash before commit leaves neither.
 * Only `paid` moves money; pending, failed, refunded and expired are kept for the student's page and finance.
 */
export function receiveProviderEvent(
  db: Database,
  event: ProviderEvent,
  /** `statement`: a row of a bank's statement file finance imported (bank-statement-import.ts). */
  source: 'callback' | 'inquiry' | 'statement',
  payload: unknown,
): Promise<EventResult> {
  const reference = invoiceReferenceOf(event.merchantReference);
  return db.transaction(async (tx): Promise<EventResult> => {
    const recorded = await insertProviderEventIfNew(tx, {
      provider: event.provider,
      eventKey: event.eventKey,
      merchantReference: event.merchantReference,
      status: event.status,
      amountPiastres: event.amountPiastres,
      outcome: 'recorded',
      // A failed or pending payment is shown with its invoice; a paid one is tied to it once applied.
      invoiceId: event.status !== 'paid' && reference ? await invoiceIdByReference(tx, reference) : null,
      source,
      payload,
    });
    if (!recorded) return { outcome: 'duplicate' };
    if (event.status !== 'paid') return { outcome: 'recorded' };
    const applied = await applyInvoicePaymentIn(tx, {
      reference: reference ?? event.merchantReference,
      amountPiastres: event.amountPiastres,
      channel: event.channel,
      providerKey: event.providerKey,
      paidAt: event.occurredAt,
    });
    if (applied.kind === 'not-applied') {
      await settleProviderEvent(
        tx,
        recorded.id,
        `not-applied:${applied.reason}`,
        applied.invoice?.id ?? null,
      );
      return { outcome: 'not-applied', reason: applied.reason };
    }
    await settleProviderEvent(tx, recorded.id, applied.kind, applied.invoice.id);
    // The payment was already made under this transaction (another status of it, seen first): nothing new.
    if (applied.kind === 'already-applied') return { outcome: 'duplicate' };
    return { outcome: 'applied', invoice: applied.invoice, payment: applied.payment };
  });
}
