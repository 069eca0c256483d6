import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { universityDate } from '../../platform/clock.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { refusalOf } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { payableApplicationOfPage } from './installment-queries.js';
import { installmentInvoice } from './installment-payment.js';
import { installmentPlans } from './installments.js';

/**
 * The installment pages (duphat-install, curious-install): the plans of an accepted application's fee and
 * each installment's invoice, paid through billing like any invoice. The `_Curious` calls serve conference
 * applications only; the plain ones every program. Asking for an invoice is the student's own payment step:
 * refused while staff act as the student, as billing's are.
 */
export const programInstallmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const timeZone = app.config.UNIVERSITY_TIME_ZONE;
  const validHours = app.config.INVOICE_VALID_HOURS;

  for (const [call, conferenceOnly] of [
    [calls.international.getInstallmentPlans, false],
    [calls.international.getInstallmentPlansCurious, true],
  ] as const)
    registerCall(app, call, { access: STUDENT }, async (request) => {
      const outcome = await installmentPlans(db, {
        studentId: studentOf(request).studentId,
        applicationId: request.query.ApplicationId,
        conferenceOnly,
        today: universityDate(new Date(), timeZone),
      });
      return 'kind' in outcome ? refusalOf(outcome, requestLanguage(request)) : ok(outcome);
    });

  for (const [call, conferenceOnly] of [
    [calls.international.getPaymentInstallment, false],
    [calls.international.getPaymentInstallmentCurious, true],
  ] as const)
    registerCall(app, call, { access: STUDENT, refusedWhileImpersonating: true }, async (request) => {
      const outcome = await installmentInvoice(
        db,
        {
          studentId: studentOf(request).studentId,
          applicationId: request.body.ApplicationId,
          planCode: request.body.PlanCode,
          sequence: request.body.Sequence,
          conferenceOnly,
          validHours,
          timeZone,
        },
        new Date(),
      );
      return 'kind' in outcome ? refusalOf(outcome, requestLanguage(request)) : ok(outcome);
    });

  registerCall(app, calls.international.getConfiguration, { access: STUDENT }, async (request) => {
    const found = await payableApplicationOfPage(db, studentOf(request).studentId, request.body.PageName);
    return ok(found ? { ApplicationId: found.applicationId, ProgramId: found.programId } : null);
  });
};
