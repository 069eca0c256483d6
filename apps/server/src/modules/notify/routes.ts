import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { staffOf, studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT, type RouteAccess } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { recordAudit } from '../audit/service.js';
import { messageAudiences } from './audiences-list.js';
import { countUnread } from './queries.js';
import { readAllMessages, readMessage, sendMessage, studentMessagesPage } from './service.js';
import { notifyPreferenceRoutes } from './preference-routes.js';
import { notifyPushRoutes } from './push-routes.js';
import { notifyStreamRoutes } from './stream-routes.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import { inEnglish } from '../../platform/i18n/words.js';

const SENDERS: RouteAccess = { kind: 'staff', roles: ['communications', 'registrar'] };

export const notifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await app.register(notifyStreamRoutes);
  await app.register(notifyPushRoutes);
  await app.register(notifyPreferenceRoutes);

  registerCall(app, calls.notify.getStudentMessages, { access: STUDENT }, async (request) => {
    const { readStatus, Page, PageSize } = request.query;
    const student = studentOf(request);
    const { items, total } = await studentMessagesPage(
      db,
      student.studentId,
      { readStatus, page: Page, pageSize: PageSize },
      requestLanguage(request),
    );
    return ok({ Items: items, Total: total, Page, PageSize });
  });

  registerCall(app, calls.notify.getStudentMessagesCount, { access: STUDENT }, async (request) =>
    ok(await countUnread(db, studentOf(request).studentId)),
  );

  registerCall(app, calls.notify.markMessageRead, { access: STUDENT }, async (request) => {
    const marked = await readMessage(db, studentOf(request).studentId, request.body.MessageId);
    // Another student's message and a message that never existed get the same answer.
    if (!marked) return refusal('404', say('notify.messageNotFound'), requestLanguage(request));
    return ok({ Unread: marked.unread });
  });

  registerCall(app, calls.notify.markAllMessagesRead, { access: STUDENT }, async (request) => {
    const { unread, readAt } = await readAllMessages(db, studentOf(request).studentId);
    return ok({ Unread: unread, ReadAt: readAt.toISOString() });
  });

  registerCall(app, calls.notify.getMessageAudiences, { access: SENDERS }, async () =>
    ok(await messageAudiences(db)),
  );

  registerCall(app, calls.notify.sendMessage, { access: SENDERS }, async (request) => {
    const staff = staffOf(request);
    const { Title, Body, Link, Audience, Topic } = request.body;
    const outcome = await sendMessage(
      db,
      {
        title: Title,
        body: Body,
        link: Link ?? null,
        audience: Audience,
        topic: Topic,
        sentByStaffId: staff.staffId,
      },
      app.events,
    );
    // Faculty and program ids come from the page's pickers, so an unknown one is a malformed request; a
    // student code or a section number is typed by a person, who reads the refusal on the page.
    if (outcome.kind === 'unknown-audience' && (Audience.Kind === 'faculty' || Audience.Kind === 'program')) {
      throw new PortalHttpError(
        422,
        say('notify.audienceField', { field: outcome.field, problem: outcome.message }),
      );
    }
    await recordAudit(db, request, {
      action: 'message-send',
      outcome: outcome.kind === 'sent' ? 'success' : 'refused',
      staffMemberId: staff.staffId,
      studentId: Audience.Kind === 'student' && outcome.kind === 'sent' ? outcome.recipientIds[0] : null,
      actorLabel: staff.email,
      target: outcome.kind === 'sent' ? `message ${String(outcome.messageId)}` : null,
      details: {
        audience: Audience,
        topic: Topic,
        title: Title,
        ...(outcome.kind === 'sent'
          ? { recipients: outcome.recipientIds.length }
          : { refusal: inEnglish(outcome.message) }),
      },
    });
    if (outcome.kind !== 'sent') {
      return refusal(outcome.kind === 'nobody' ? '409' : '404', outcome.message, requestLanguage(request));
    }
    return ok({ MessageId: outcome.messageId, Recipients: outcome.recipientIds.length });
  });
};
