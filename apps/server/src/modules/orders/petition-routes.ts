import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { refusalOf, refused } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import { startPayment, type PaymentGateways, type PortalAddresses } from '../billing/service.js';
import { petitionInvoice } from './petition-service.js';

export interface PetitionRouteOptions {
  gateways: PaymentGateways;
  addresses: PortalAddresses;
}

/**
 * Paying a request's fee (spec §7's StudentPetition calls; course choices are in course-routes.ts). Both are
 * the student's own payment steps: refused while staff act as the student, as billing's are.
 */
export const petitionRoutes: FastifyPluginAsyncZod<PetitionRouteOptions> = async (
  app,
  { gateways, addresses },
) => {
  const db = app.database.db;
  const context = { events: app.events, validHours: app.config.INVOICE_VALID_HOURS };

  registerCall(
    app,
    calls.petition.getPetitionInvoice,
    { access: STUDENT, refusedWhileImpersonating: true },
    async (request) => {
      const outcome = await petitionInvoice(
        db,
        studentOf(request).studentId,
        request.query.OrderId,
        new Date(),
        context,
      );
      return 'kind' in outcome ? refusalOf(outcome, requestLanguage(request)) : ok(outcome);
    },
  );

  registerCall(
    app,
    calls.petition.insertPetitionPayment,
    { access: STUDENT, refusedWhileImpersonating: true },
    async (request) => {
      const studentId = studentOf(request).studentId;
      const now = new Date();
      const invoice = await petitionInvoice(db, studentId, request.body.OrderId, now, context);
      if ('kind' in invoice) return refusalOf(invoice, requestLanguage(request));
      if (invoice.PaymentInvoiceRequestId === null)
        return refusalOf(refused('409', say('orders.petition.chargeSettled')), requestLanguage(request));
      const outcome = await startPayment(
        db,
        gateways,
        addresses,
        studentId,
        { invoiceId: invoice.PaymentInvoiceRequestId, channel: request.body.Channel },
        now,
        request.log,
      );
      return 'kind' in outcome ? refusalOf(outcome, requestLanguage(request)) : ok(outcome);
    },
  );
};
