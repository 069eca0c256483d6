import { ONLINE_CHANNELS } from '@portal/contract';
import { calls } from '@portal/contract/calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentOf } from '../../../platform/auth/authenticate.js';
import { STUDENT } from '../../../platform/http/access.js';
import { registerCall } from '../../../platform/http/call-route.js';
import { ok } from '../../../platform/http/envelope.js';
import { refused, refusalOf } from '../../../platform/http/refused.js';
import { requestLanguage } from '../../../platform/i18n/language.js';
import { say } from '../../../platform/i18n/said.js';
import { busInvoice, busLinesFor } from './bus.js';
import { changeBusLine } from './bus-change.js';
import { isBusInvoice } from './bus-queries.js';
import { militaryInvoice, studentMilitaryData } from './military.js';
import { startPayment } from '../payment-attempts.js';
import type { PaymentRouteOptions } from '../payment-routes.js';

/** The bus subscription and the military-education fee (issue 23): the Payments group's two fee pages. */
export const feeRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (app, { gateways, addresses }) => {
  const db = app.database.db;
  const validHours = app.config.INVOICE_VALID_HOURS;
  const timeZone = app.config.UNIVERSITY_TIME_ZONE;

  registerCall(app, calls.fees.getAllBusLine, { access: STUDENT }, async (request) =>
    ok(await busLinesFor(db, studentOf(request).studentId, new Date())),
  );

  // Choosing a line bills the student: their own step, not one staff take while acting as them.
  registerCall(
    app,
    calls.fees.busLineChanged,
    { access: STUDENT, refusedWhileImpersonating: true },
    async (request) => {
      const outcome = await changeBusLine(
        db,
        studentOf(request).studentId,
        { lineId: request.body.BusLineId, stopId: request.body.BusStopId },
        new Date(),
        timeZone,
      );
      return 'kind' in outcome ? refusalOf(outcome, requestLanguage(request)) : ok(outcome);
    },
  );

  registerCall(
    app,
    calls.fees.insertBusPaymentRequest,
    { access: STUDENT, refusedWhileImpersonating: true },
    async (request) => {
      const outcome = await busInvoice(db, studentOf(request).studentId, new Date(), validHours);
      return 'kind' in outcome ? refusalOf(outcome, requestLanguage(request)) : ok(outcome);
    },
  );

  registerCall(
    app,
    calls.fees.insertStudentBusTransaction,
    { access: STUDENT, refusedWhileImpersonating: true },
    async (request) => {
      const { studentId } = studentOf(request);
      const invoiceId = request.body.PaymentInvoiceRequestId;
      const outcome = (await isBusInvoice(db, studentId, invoiceId))
        ? await startPayment(
            db,
            gateways,
            addresses,
            studentId,
            { invoiceId, channel: request.body.Channel },
            new Date(),
            request.log,
          )
        : refused('404', say('bus.notBusInvoice'));
      return 'kind' in outcome ? refusalOf(outcome, requestLanguage(request)) : ok(outcome);
    },
  );

  const offered = ONLINE_CHANNELS.filter((channel) => gateways.channels.includes(channel));
  registerCall(app, calls.fees.checkForBusCashDepositLink, { access: STUDENT }, () =>
    ok({ Channels: offered }),
  );

  registerCall(app, calls.fees.getStudentMilitaryData, { access: STUDENT }, async (request) =>
    ok(await studentMilitaryData(db, studentOf(request).studentId, new Date())),
  );

  registerCall(
    app,
    calls.fees.insertMilitaryPaymentRequest,
    { access: STUDENT, refusedWhileImpersonating: true },
    async (request) => {
      const outcome = await militaryInvoice(db, studentOf(request).studentId, new Date(), validHours);
      return 'kind' in outcome ? refusalOf(outcome, requestLanguage(request)) : ok(outcome);
    },
  );
};
