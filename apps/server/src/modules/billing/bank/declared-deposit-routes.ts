import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../../platform/auth/authenticate.js';
import { STUDENT } from '../../../platform/http/access.js';
import { registerCall } from '../../../platform/http/call-route.js';
import { ok } from '../../../platform/http/envelope.js';
import { refusalOf } from '../../../platform/http/refused.js';
import { requestLanguage } from '../../../platform/i18n/language.js';
import { declareDeposit, declaredDeposit } from './declared-deposits.js';

/** The student's word on a cash deposit they made (issue 23): recorded for finance, moving no money. */
export const declaredDepositRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  // What the student says they did at the bank: staff acting as them never say it for them.
  registerCall(
    app,
    calls.billing.insertStudentPaymentTransaction,
    { access: STUDENT, refusedWhileImpersonating: true },
    async (request) => {
      const outcome = await declareDeposit(
        db,
        studentOf(request).studentId,
        request.body,
        new Date(),
        app.config.UNIVERSITY_TIME_ZONE,
      );
      return 'kind' in outcome ? refusalOf(outcome, requestLanguage(request)) : ok(outcome);
    },
  );

  registerCall(app, calls.billing.getStudentPaymentTransaction, { access: STUDENT }, async (request) =>
    ok(await declaredDeposit(db, studentOf(request).studentId, request.query.PaymentInvoiceRequestId)),
  );
};
