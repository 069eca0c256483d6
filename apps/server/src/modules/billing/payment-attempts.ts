import type { MobilePageName, OnlineChannel, PaymentAttempt } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { randomInt } from 'node:crypto';
import type { Database } from '../../platform/db/client.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import type { PaymentGateways } from './gateways/registry.js';
import { insertAttempt, liveAttempt, lockedInvoiceOf, payerOf } from './payment-queries.js';
import type { BillingPaymentAttempt } from './payment-schema.js';

/** Where providers reach the portal: their callbacks, and the page the student comes back to. */
export interface PortalAddresses {
  callbackUrl(provider: 'paymob' | 'fawry'): string;
  /** `returnPage`: the invoice's own page back (billing_invoices.return_page), when it has one. */
  returnUrl(invoiceId: number, returnPage: MobilePageName | null): string;
}

function attemptAnswer(row: BillingPaymentAttempt): PaymentAttempt {
  return {
    PaymentInvoiceRequestId: row.invoiceId,
    Channel: row.channel,
    CheckoutUrl: row.checkoutUrl,
    OutletReference: row.outletReference,
    ExpiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * InsertStudentInvoiceTransaction and GetBillingURL: opens the invoice's order at the provider of the
 * channel, or answers the one already open there (a double tap never opens two). The invoice stays locked
 * while the provider answers, so a callback for it waits rather than races the new attempt.
 */
export async function startPayment(
  db: Database,
  gateways: PaymentGateways,
  addresses: PortalAddresses,
  studentId: number,
  request: { invoiceId: number; channel: OnlineChannel },
  now: Date,
  log: FastifyBaseLogger,
): Promise<PaymentAttempt | Refused> {
  const gateway = gateways.forChannel(request.channel);
  if (!gateway) return refused('409', say('billing.channelUnavailable'));
  return db.transaction(async (tx) => {
    const invoice = await lockedInvoiceOf(tx, studentId, request.invoiceId);
    if (!invoice) return refused('404', say('billing.invoiceNotFound'));
    if (invoice.status !== 'open' || invoice.expiresAt <= now)
      return refused('409', say('billing.invoiceNotOpen', { reference: invoice.reference }));
    const live = await liveAttempt(tx, invoice.id, gateway.provider, now);
    if (live && live.channel === request.channel) return attemptAnswer(live);
    const payer = await payerOf(tx, studentId);
    if (!payer) return refused('404', say('student.recordNotFound'));
    // An outlet code is the invoice's own reference; each hosted checkout is a new order at the provider,
    // numbered at random so a retry after the provider failed to answer never repeats an order it kept.
    const merchantReference =
      request.channel === 'outlet' ? invoice.reference : `${invoice.reference}-${String(randomInt(1, 1e9))}`;
    const started = await gateway
      .start({
        channel: request.channel,
        merchantReference,
        amountPiastres: invoice.amountPiastres,
        description: `Invoice ${invoice.reference}`,
        expiresAt: invoice.expiresAt,
        payer,
        callbackUrl: addresses.callbackUrl(gateway.provider),
        returnUrl: addresses.returnUrl(invoice.id, invoice.returnPage),
      })
      .catch((error: unknown) => {
        log.warn({ err: error, provider: gateway.provider }, 'the payment provider did not open the order');
        return null;
      });
    if (!started) return refused('503', say('billing.providerUnavailable'));
    const attempt = await insertAttempt(tx, {
      invoiceId: invoice.id,
      provider: gateway.provider,
      channel: request.channel,
      merchantReference,
      checkoutUrl: started.checkoutUrl,
      outletReference: started.outletReference,
      expiresAt: invoice.expiresAt,
    });
    return attemptAnswer(attempt);
  });
}
