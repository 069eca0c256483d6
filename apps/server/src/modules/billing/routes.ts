import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { refusalOf } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import { openInvoice, studentInvoice, studentStatement } from './service.js';
import { receiptFile } from './receipt-pdf.js';
import { statementFile } from './statement-file.js';

/** The student's own account (issue 23): the statement and invoices; payments come with their channels. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const timeZone = app.config.UNIVERSITY_TIME_ZONE;

  registerCall(app, calls.billing.getStudentStatement, { access: STUDENT }, async (request) =>
    ok(await studentStatement(db, studentOf(request).studentId, new Date(), timeZone)),
  );

  registerCall(app, calls.billing.getStudentStatementPdf, { access: STUDENT }, async (request, reply) => {
    const found = await statementFile(
      db,
      studentOf(request).studentId,
      { universityName: app.config.UNIVERSITY_NAME_EN, timeZone },
      new Date(),
    );
    if (!found) throw new PortalHttpError(404, say('billing.noAccount'));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${found.fileName}"`)
      .send(found.file);
  });

  registerCall(app, calls.billing.getPaymentReceipt, { access: STUDENT }, async (request, reply) => {
    const found = await receiptFile(
      db,
      studentOf(request).studentId,
      request.query.PaymentId,
      { universityName: app.config.UNIVERSITY_NAME_EN, timeZone },
      new Date(),
    );
    if (!found) throw new PortalHttpError(404, say('billing.paymentNotFound'));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${found.fileName}"`)
      .send(found.file);
  });

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
