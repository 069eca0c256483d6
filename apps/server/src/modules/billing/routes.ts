import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { refusalOf } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { openInvoice, studentInvoice, studentStatement } from './service.js';

/** The student's own account (issue 23): the statement and invoices; payments come with their channels. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const timeZone = app.config.UNIVERSITY_TIME_ZONE;

  registerCall(app, calls.billing.getStudentStatement, { access: STUDENT }, async (request) =>
    ok(await studentStatement(db, studentOf(request).studentId, new Date(), timeZone)),
  );

  // Asking for a payment reference is the student's own step towards paying: staff acting as them read only.
  registerCall(
    app,
    calls.billing.getPaymentRequest,
    { access: STUDENT, refusedWhileImpersonating: true },
    async (request) => {
      const outcome = await openInvoice(
        db,
        studentOf(request).studentId,
        { termId: request.body.TermId, amountPiastres: request.body.AmountPiastres },
        new Date(),
        app.config.INVOICE_VALID_HOURS,
      );
      return 'kind' in outcome ? refusalOf(outcome, requestLanguage(request)) : ok(outcome);
    },
  );

  registerCall(app, calls.billing.getInvoicePaymentRequest, { access: STUDENT }, async (request) => {
    const outcome = await studentInvoice(
      db,
      studentOf(request).studentId,
      request.query.PaymentInvoiceRequestId,
      new Date(),
    );
    return 'kind' in outcome ? refusalOf(outcome, requestLanguage(request)) : ok(outcome);
  });
};
