import { ONLINE_CHANNELS, type OnlineChannel } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { PUBLIC, STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { runInBackground } from '../../platform/background-work.js';
import { PeriodicTask } from '../../platform/periodic-task.js';
import { ok } from '../../platform/http/envelope.js';
import { refused, refusalOf } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import type { ProviderName } from './gateways/gateway.js';
import type { PaymentGateways } from './gateways/registry.js';
import { startPayment, type PortalAddresses } from './payment-attempts.js';
import { receiveProviderEvent } from './provider-events.js';
import { banksFor } from './bank/banks.js';
import { registerPaymentMetrics } from './payment-metrics.js';
import { reconcilePayments } from './reconciliation.js';
import { sendPaymentReceipts } from './receipts.js';

export interface PaymentRouteOptions {
  gateways: PaymentGateways;
  addresses: PortalAddresses;
}

/** Starting a payment at a provider, and the providers' signed callbacks (issue 23). */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (
  app,
  { gateways, addresses },
) => {
  const db = app.database.db;
  registerPaymentMetrics(app);
  const reconciler = new PeriodicTask({
    intervalMs: app.config.PAYMENT_RECONCILE_SECONDS * 1000,
    pass: async () => {
      const report = await reconcilePayments(db, gateways, new Date(), app.log, {
        askAgainAfterMs: app.config.PAYMENT_RECONCILE_SECONDS * 1000,
      });
      const receipts = await sendPaymentReceipts(db, app.events);
      if (report.asked > 0 || receipts > 0) app.log.info({ report, receipts }, 'payment reconciliation');
    },
    onError: (error) => {
      app.log.error({ err: error }, 'payment reconciliation: the open payments could not be read');
    },
  });
  if (app.config.PAYMENT_RECONCILER && gateways.channels.length > 0) runInBackground(app, reconciler);

  const start = (request: FastifyRequest, invoiceId: number, channel: OnlineChannel) =>
    startPayment(
      db,
      gateways,
      addresses,
      studentOf(request).studentId,
      { invoiceId, channel },
      new Date(),
      request.log,
    );

  const offered = ONLINE_CHANNELS.filter((channel) => gateways.channels.includes(channel));
  // A cash deposit is offered beside them while a bank takes the faculty's fees (bank-routes.ts).
  registerCall(app, calls.billing.checkForFacultyCashDepositLink, { access: STUDENT }, async () => {
    const banks = await banksFor(db, 'faculty');
    return ok({ Channels: banks.length > 0 ? [...offered, 'bank_deposit' as const] : offered });
  });

  // Paying is the student's own step: staff acting as them see the invoice but open no order at a provider.
  registerCall(
    app,
    calls.billing.insertStudentInvoiceTransaction,
    { access: STUDENT, refusedWhileImpersonating: true },
    async (request) => {
      const outcome = await start(request, request.body.PaymentInvoiceRequestId, request.body.Channel);
      return 'kind' in outcome ? refusalOf(outcome, requestLanguage(request)) : ok(outcome);
    },
  );

  registerCall(
    app,
    calls.portal.getBillingUrl,
    { access: STUDENT, refusedWhileImpersonating: true },
    async (request) => {
      const outcome = await start(request, request.query.PaymentInvoiceRequestId, 'card');
      if ('kind' in outcome) return refusalOf(outcome, requestLanguage(request));
      return ok({ Url: outcome.CheckoutUrl ?? '' });
    },
  );

  // Providers are the callers: the signature, not a token, says who sent it. Only a verified body is read.
  const callback =
    (provider: ProviderName) =>
    async (query: Record<string, unknown>, body: Record<string, unknown>, log: typeof app.log) => {
      const event = gateways.byProvider(provider)?.verify(query, body);
      if (!event) {
        log.warn({ provider }, 'a payment callback with a signature that does not match was refused');
        return refused('403', say('billing.callbackSignature'));
      }
      const result = await receiveProviderEvent(db, event, 'callback', body);
      if (result.outcome === 'not-applied')
        log.warn({ provider, eventKey: event.eventKey, reason: result.reason }, 'a payment was not applied');
      // After the commit: a receipt a crash leaves unsent goes out with the next reconciliation pass.
      if (result.outcome === 'applied')
        await sendPaymentReceipts(db, app.events, { paymentId: result.payment.id });
      return { Outcome: result.outcome };
    };

  registerCall(
    app,
    calls.billing.paymobCallback,
    { access: PUBLIC, signedByProvider: true },
    async (request) => {
      const outcome = await callback('paymob')(request.query, request.body, request.log);
      return 'kind' in outcome ? refusalOf(outcome, requestLanguage(request)) : ok(outcome);
    },
  );

  registerCall(
    app,
    calls.billing.fawryCallback,
    { access: PUBLIC, signedByProvider: true },
    async (request) => {
      const outcome = await callback('fawry')({}, request.body, request.log);
      return 'kind' in outcome ? refusalOf(outcome, requestLanguage(request)) : ok(outcome);
    },
  );
};
