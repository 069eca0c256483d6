import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  getMessageAudiencesResponse,
  getStudentMessagesCountResponse,
  getStudentMessagesQuery,
  getStudentMessagesResponse,
  markMessageReadBody,
  sendMessageBody,
  sentMessage,
  unreadAfterMarking,
} from '@portal/contract';
import { staffOf, studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT, type RouteAccess } from '../../platform/http/access.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { recordAudit } from '../audit/service.js';
import { messageAudiences } from './audiences-list.js';
import { countUnread } from './queries.js';
import { readAllMessages, readMessage, sendMessage, studentMessagesPage } from './service.js';
import { notifyPushRoutes } from './push-routes.js';
import { notifyStreamRoutes } from './stream-routes.js';

const SENDERS: RouteAccess = { kind: 'staff', roles: ['communications', 'registrar'] };
const bearer = [{ bearer: [] }];

export const notifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await app.register(notifyStreamRoutes);
  await app.register(notifyPushRoutes);

  app.get(
    '/api/Notify/GetStudentMessages',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Notify'],
        summary: "The signed-in student's messages, newest first, filtered by read state",
        security: bearer,
        querystring: getStudentMessagesQuery,
        response: { 200: envelope(getStudentMessagesResponse) },
      },
    },
    async (request) => {
      const { readStatus, Page, PageSize } = request.query;
      const student = studentOf(request);
      const { items, total } = await studentMessagesPage(db, student.studentId, {
        readStatus,
        page: Page,
        pageSize: PageSize,
      });
      return ok({ Items: items, Total: total, Page, PageSize });
    },
  );

  app.get(
    '/api/Notify/GetStudentMessages_Count',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Notify'],
        summary: "The number of the signed-in student's unread messages (the bell's badge)",
        security: bearer,
        response: { 200: envelope(getStudentMessagesCountResponse) },
      },
    },
    async (request) => ok(await countUnread(db, studentOf(request).studentId)),
  );

  app.post(
    '/api/Notify/MarkMessageRead',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Notify'],
        summary: "Marks one of the signed-in student's messages read; answers the unread count",
        security: bearer,
        body: markMessageReadBody,
        response: { 200: envelope(unreadAfterMarking.nullable()) },
      },
    },
    async (request) => {
      const marked = await readMessage(db, studentOf(request).studentId, request.body.MessageId);
      // Another student's message and a message that never existed get the same answer.
      if (!marked) return refusal('404', 'This message was not found.');
      return ok({ Unread: marked.unread });
    },
  );

  app.post(
    '/api/Notify/MarkAllMessagesRead',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Notify'],
        summary: 'Marks every message of the signed-in student read; answers the unread count (0)',
        security: bearer,
        response: { 200: envelope(unreadAfterMarking) },
      },
    },
    async (request) => {
      const { unread } = await readAllMessages(db, studentOf(request).studentId);
      return ok({ Unread: unread });
    },
  );

  app.get(
    '/api/Notify/GetMessageAudiences',
    {
      config: { access: SENDERS },
      schema: {
        tags: ['Notify'],
        summary: 'Faculties and their programs, for choosing the audience of a message',
        security: bearer,
        response: { 200: envelope(getMessageAudiencesResponse) },
      },
    },
    async () => ok(await messageAudiences(db)),
  );

  app.post(
    '/api/Notify/SendMessage',
    {
      config: { access: SENDERS },
      schema: {
        tags: ['Notify'],
        summary: 'Staff send a message to one student or a group; audited',
        security: bearer,
        body: sendMessageBody,
        response: { 200: envelope(sentMessage.nullable()) },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { Title, Body, Link, Audience } = request.body;
      const outcome = await sendMessage(
        db,
        {
          title: Title,
          body: Body,
          link: Link ?? null,
          audience: Audience,
          sentByStaffId: staff.staffId,
        },
        app.events,
      );
      // Faculty and program ids come from the page's pickers, so an unknown one is a malformed request; a
      // student code or a section number is typed by a person, who reads the refusal on the page.
      if (
        outcome.kind === 'unknown-audience' &&
        (Audience.Kind === 'faculty' || Audience.Kind === 'program')
      ) {
        throw new PortalHttpError(422, `${outcome.field}: ${outcome.message}`);
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
          title: Title,
          ...(outcome.kind === 'sent'
            ? { recipients: outcome.recipientIds.length }
            : { refusal: outcome.message }),
        },
      });
      if (outcome.kind !== 'sent') return refusal(outcome.kind === 'nobody' ? '409' : '404', outcome.message);
      return ok({ MessageId: outcome.messageId, Recipients: outcome.recipientIds.length });
    },
  );
};
