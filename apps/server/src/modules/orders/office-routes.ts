import type { OrderOffice } from '@portal/contract';
import { calls } from '@portal/contract/calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../platform/auth/authenticate.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { refusalOf, refused } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import { inEnglish } from '../../platform/i18n/words.js';
import { sendStoredFile } from '../../platform/storage/send-stored-file.js';
import { auditOfficeAct } from './office-audit.js';
import { publicUrl } from '../../config.js';
import { settleIfPaid } from './fee-settling.js';
import { fulfilmentSettings } from './fulfilment.js';
import { officeDocument, officeOrderRow, queuePage } from './office-queries.js';
import { actOnOrder, reviewDocument } from './office-service.js';
import { revokeIssuedDocument } from './office-revoke.js';
import { deskOffices, ORDER_DESKS } from './office-access.js';
import { attachResultRoute } from './office-result-route.js';
import { officeOrderView, queueRowOf } from './office-views.js';
import { orderTypeRoutes } from './order-type-routes.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The requests back office (/api/OrdersOffice/*): every write audited, refusals too. Each staff member
 * reaches only their own offices' requests: another office's queue is refused, its requests are not found.
 */
export const officeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const settings = fulfilmentSettings(app.config, publicUrl(app.config));

  registerCall(app, calls.ordersOffice.getOfficeQueue, { access: ORDER_DESKS }, async (request) => {
    const { Office, State, Search, Overdue, Page, PageSize } = request.query;
    if (!deskOffices(request).includes(Office))
      return refusalOf(refused('403', say('orders.office.notYourQueue')), requestLanguage(request));
    const now = new Date();
    const filters = {
      office: Office,
      ...(State ? { state: State } : {}),
      ...(Search ? { search: Search } : {}),
      // "Overdue" also catches those due within a day: the office acts before the target passes.
      ...(Overdue ? { dueBy: new Date(now.getTime() + DAY_MS) } : {}),
    };
    const { items, total } = await queuePage(db, filters, (Page - 1) * PageSize, PageSize);
    return ok({ Items: items.map((row) => queueRowOf(row, now)), Total: total, Page, PageSize });
  });

  registerCall(app, calls.ordersOffice.getOfficeOrder, { access: ORDER_DESKS }, async (request) => {
    const now = new Date();
    const offices = deskOffices(request);
    const filed = await officeOrderRow(db, request.query.OrderId, offices);
    // A fee paid since the last look moves the request on before the office reads it.
    if (filed) await settleIfPaid(db, app.events, filed.order, now);
    const order = await officeOrderView(db, request.query.OrderId, now, offices);
    if (!order) return refusalOf(refused('404', say('orders.office.notFound')), requestLanguage(request));
    return ok(order);
  });

  registerCall(app, calls.ordersOffice.getOfficeDocument, { access: ORDER_DESKS }, async (request, reply) => {
    const document = await officeDocument(db, request.query.DocumentId, deskOffices(request));
    // A waived requirement has no file; both answer 404 like any file that is not there.
    if (!document?.fileKey || !document.mediaType)
      throw new PortalHttpError(404, say('orders.office.documentNotFound'));
    // Who opened which student's document: the office reads medical reports and IDs.
    await auditOfficeAct(db, request, {
      action: 'order-document-opened',
      outcome: 'success',
      studentId: document.studentId,
      target: `order ${String(document.orderId)} document ${String(document.id)}`,
      details: { requirement: document.requirementCode },
    });
    return sendStoredFile(reply, app.files, {
      key: document.fileKey,
      mediaType: document.mediaType,
      downloadName: document.originalName ?? `document-${String(document.id)}`,
    });
  });

  registerCall(app, calls.ordersOffice.reviewDocument, { access: ORDER_DESKS }, async (request) => {
    const staff = staffOf(request);
    const { OrderId, DocumentId, RequirementCode, Decision, Note, Version } = request.body;
    const now = new Date();
    const outcome = await reviewDocument(
      db,
      {
        orderId: OrderId,
        documentId: DocumentId,
        requirementCode: RequirementCode,
        decision: Decision,
        note: Note,
        version: Version,
        staffId: staff.staffId,
        offices: deskOffices(request),
      },
      now,
    );
    await auditOfficeAct(db, request, {
      action: `order-document-${Decision}`,
      outcome: outcome.kind === 'reviewed' ? 'success' : 'refused',
      studentId: outcome.studentId,
      target: `order ${String(OrderId)} requirement ${RequirementCode}`,
      details:
        outcome.kind === 'reviewed'
          ? { documentId: outcome.documentId, note: Note ?? null }
          : { documentId: DocumentId ?? null, refusal: inEnglish(outcome.message) },
    });
    if (outcome.kind !== 'reviewed') return refusalOf(outcome, requestLanguage(request));
    return ok(await viewOf(OrderId, now, deskOffices(request)));
  });

  registerCall(app, calls.ordersOffice.actOnOrder, { access: ORDER_DESKS }, async (request) => {
    const staff = staffOf(request);
    const { OrderId, Action, Version, Note } = request.body;
    const now = new Date();
    const outcome = await actOnOrder(
      db,
      {
        orderId: OrderId,
        action: Action,
        version: Version,
        note: Note,
        staffId: staff.staffId,
        offices: deskOffices(request),
      },
      now,
      { events: app.events, files: app.files, settings },
    );
    await auditOfficeAct(db, request, {
      action: `order-${Action}`,
      outcome: outcome.kind === 'acted' ? 'success' : 'refused',
      studentId: outcome.studentId,
      target: `order ${String(OrderId)}`,
      details:
        outcome.kind === 'acted'
          ? { from: outcome.from, to: outcome.to, note: Note ?? null }
          : { version: Version, refusal: inEnglish(outcome.message) },
    });
    if (outcome.kind !== 'acted') return refusalOf(outcome, requestLanguage(request));
    // A declared major is in the student's own history too (as Tanseek's placements are).
    if (outcome.programChange)
      await auditOfficeAct(db, request, {
        action: 'order-major-changed',
        outcome: 'success',
        studentId: outcome.studentId,
        target: `order ${String(OrderId)}`,
        details: { ...outcome.programChange },
      });
    return ok(await viewOf(OrderId, now, deskOffices(request)));
  });

  registerCall(app, calls.ordersOffice.revokeDocument, { access: ORDER_DESKS }, async (request) => {
    const staff = staffOf(request);
    const { OrderId, Version, Reason } = request.body;
    const now = new Date();
    const outcome = await revokeIssuedDocument(
      db,
      {
        orderId: OrderId,
        version: Version,
        reason: Reason,
        staffId: staff.staffId,
        offices: deskOffices(request),
      },
      now,
      app.events,
    );
    await auditOfficeAct(db, request, {
      action: 'order-document-revoked',
      outcome: outcome.kind === 'revoked' ? 'success' : 'refused',
      studentId: outcome.studentId,
      target: `order ${String(OrderId)}`,
      details:
        outcome.kind === 'revoked'
          ? { reason: Reason }
          : { version: Version, refusal: inEnglish(outcome.message) },
    });
    if (outcome.kind !== 'revoked') return refusalOf(outcome, requestLanguage(request));
    return ok(await viewOf(OrderId, now, deskOffices(request)));
  });

  async function viewOf(orderId: number, now: Date, offices: readonly OrderOffice[]) {
    const order = await officeOrderView(db, orderId, now, offices);
    if (!order) throw new Error(`Order ${String(orderId)} vanished after an office write`);
    return order;
  }

  await app.register(attachResultRoute);
  await app.register(orderTypeRoutes);
};
