import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { staffOf } from '../../../platform/auth/authenticate.js';
import type { RouteAccess } from '../../../platform/http/access.js';
import { registerCall } from '../../../platform/http/call-route.js';
import { ok } from '../../../platform/http/envelope.js';
import { PortalHttpError } from '../../../platform/http/http-error.js';
import { refusalOf } from '../../../platform/http/refused.js';
import { requestLanguage } from '../../../platform/i18n/language.js';
import { inEnglish } from '../../../platform/i18n/words.js';
import { recordAudit } from '../../audit/service.js';
import { paymentsCsv } from './finance-csv.js';
import { closedPeriodOf, invoiceView, paymentView, periodOf } from './finance-views.js';
import { invoicesPage, paymentsOfPeriod, paymentsPage } from './finance-queries.js';
import { reconciliationReport } from './finance-report.js';
import { refundPayment } from './refunds.js';

const FINANCE: RouteAccess = { kind: 'staff', roles: ['finance'] };
/** Rows one export holds at most; a period with more is exported in parts. */
const EXPORT_LIMIT = 100_000;

/** The finance office's page (staff role `finance`): lists, refunds, reconciliation and the export. */
export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const timeZone = app.config.UNIVERSITY_TIME_ZONE;

  registerCall(app, calls.finance.getFinanceInvoices, { access: FINANCE }, async (request) => {
    const { Status, Search, Page, PageSize } = request.query;
    const { items, total } = await invoicesPage(
      db,
      { status: Status, search: Search },
      (Page - 1) * PageSize,
      PageSize,
    );
    return ok({ Items: items.map(invoiceView), Total: total, Page, PageSize });
  });

  registerCall(app, calls.finance.getFinancePayments, { access: FINANCE }, async (request) => {
    const { Channel, From, To, Search, Page, PageSize } = request.query;
    const period = periodOf({ From, To }, timeZone);
    if (period.kind === 'refused') return refusalOf(period, requestLanguage(request));
    const filter = { channel: Channel, period: period.period, search: Search };
    const { items, total } = await paymentsPage(db, filter, (Page - 1) * PageSize, PageSize);
    return ok({ Items: items.map(paymentView), Total: total, Page, PageSize });
  });

  registerCall(app, calls.finance.refundPayment, { access: FINANCE }, async (request) => {
    const staff = staffOf(request);
    const { PaymentId, AmountPiastres, Reason, IdempotencyKey } = request.body;
    const outcome = await refundPayment(db, staff, {
      paymentId: PaymentId,
      amountPiastres: AmountPiastres,
      reason: Reason,
      idempotencyKey: IdempotencyKey,
    });
    const done = outcome.kind === 'refunded';
    // A repeated submit made nothing new: the first one is already in the log.
    if (!done || !outcome.repeated)
      await recordAudit(db, request, {
        action: 'finance-refund',
        outcome: done ? 'success' : 'refused',
        staffMemberId: staff.staffId,
        studentId: done ? outcome.studentId : null,
        actorLabel: staff.email,
        target: `payment ${String(PaymentId)}`,
        details: done
          ? {
              refundId: outcome.refund.RefundId,
              amountPiastres: AmountPiastres,
              reason: outcome.refund.Reason,
            }
          : { amountPiastres: AmountPiastres, refusal: inEnglish(outcome.message) },
      });
    if (!done) return refusalOf(outcome, requestLanguage(request));
    return ok({ ...outcome.refund, RefundedPiastres: outcome.refundedPiastres });
  });

  registerCall(app, calls.finance.getReconciliationReport, { access: FINANCE }, async (request) => {
    const { From, To } = request.query;
    const period = closedPeriodOf({ From, To }, timeZone);
    if (period.kind === 'refused') return refusalOf(period, requestLanguage(request));
    return ok(await reconciliationReport(db, { From, To }, period.period, new Date()));
  });

  registerCall(app, calls.finance.exportPayments, { access: FINANCE }, async (request, reply) => {
    const staff = staffOf(request);
    const { From, To, Channel } = request.query;
    const period = closedPeriodOf({ From, To }, timeZone);
    if (period.kind === 'refused') throw new PortalHttpError(422, period.message);
    const rows = await paymentsOfPeriod(db, { channel: Channel, period: period.period }, EXPORT_LIMIT);
    // Payments leave the portal in this file: who took which period is kept.
    await recordAudit(db, request, {
      action: 'finance-export',
      outcome: 'success',
      staffMemberId: staff.staffId,
      actorLabel: staff.email,
      target: `payments ${From}..${To}`,
      details: { channel: Channel ?? 'all', rows: rows.length },
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="payments-${From}-${To}.csv"`)
      .send(paymentsCsv(rows));
  });
};
