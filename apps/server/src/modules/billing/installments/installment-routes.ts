import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../../platform/auth/authenticate.js';
import { STUDENT } from '../../../platform/http/access.js';
import { registerCall } from '../../../platform/http/call-route.js';
import { ok } from '../../../platform/http/envelope.js';
import { refusalOf } from '../../../platform/http/refused.js';
import { requestLanguage } from '../../../platform/i18n/language.js';
import { installmentInvoice } from './installment-invoices.js';
import { chooseInstallmentPlan, installmentPlans } from './installments.js';

/** Paying a term in installments (issue 23): the plans, choosing one, and each installment's invoice. */
export const installmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const timeZone = app.config.UNIVERSITY_TIME_ZONE;

  registerCall(app, calls.billing.getInstallmentPlans, { access: STUDENT }, async (request) => {
    const outcome = await installmentPlans(
      db,
      { studentId: studentOf(request).studentId, termId: request.query.TermId, now: new Date(), timeZone },
      requestLanguage(request),
    );
    return 'kind' in outcome ? refusalOf(outcome, requestLanguage(request)) : ok(outcome);
  });

  // Choosing a plan binds the student to its due dates: their own step, never staff's acting as them.
  registerCall(
    app,
    calls.billing.insertStudentInstallment,
    { access: STUDENT, refusedWhileImpersonating: true },
    async (request) => {
      const outcome = await chooseInstallmentPlan(
        db,
        {
          studentId: studentOf(request).studentId,
          termId: request.body.TermId,
          planId: request.body.PlanId,
          now: new Date(),
          timeZone,
        },
        requestLanguage(request),
      );
      return 'kind' in outcome ? refusalOf(outcome, requestLanguage(request)) : ok(outcome);
    },
  );

  registerCall(
    app,
    calls.billing.getInstallmentPaymentRequest,
    { access: STUDENT, refusedWhileImpersonating: true },
    async (request) => {
      const outcome = await installmentInvoice(
        db,
        studentOf(request).studentId,
        { termId: request.body.TermId, sequence: request.body.Sequence },
        new Date(),
        app.config.INVOICE_VALID_HOURS,
      );
      return 'kind' in outcome ? refusalOf(outcome, requestLanguage(request)) : ok(outcome);
    },
  );
};
