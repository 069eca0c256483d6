import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  announcementAcceptance,
  announcementAcceptFlag,
  envelope,
  getActiveNotificationResponse,
  insertAnnouncementLoggerBody,
} from '@portal/contract';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { requestOrigin } from '../audit/service.js';
import { announcementPublishingRoutes } from './publishing-routes.js';
import { acceptAnnouncement, acceptFlag, activeAnnouncements } from './service.js';

const bearer = [{ bearer: [] }];

export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await app.register(announcementPublishingRoutes);

  app.get(
    '/api/Portal/GetActiveNotification',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Portal'],
        summary:
          'Announcements in force for the student, must-accept first, each with whether it is accepted',
        security: bearer,
        response: { 200: envelope(getActiveNotificationResponse) },
      },
    },
    async (request) => ok(await activeAnnouncements(db, studentOf(request).studentId, new Date())),
  );

  app.get(
    '/api/Portal/CheckAnnocmentIsAccepted',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Portal'],
        summary: 'The accept flag: 1 when every must-accept announcement in force is accepted, else 0',
        security: bearer,
        response: { 200: envelope(announcementAcceptFlag) },
      },
    },
    async (request) => ok(await acceptFlag(db, studentOf(request).studentId, new Date())),
  );

  app.post(
    '/api/Portal/InsertAnnouncmentLogger',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Portal'],
        summary:
          'Records that the student accepted an announcement (once per version; a repeat changes nothing)',
        security: bearer,
        body: insertAnnouncementLoggerBody,
        response: { 200: envelope(announcementAcceptance.nullable()) },
      },
    },
    async (request) => {
      const student = studentOf(request);
      const origin = requestOrigin(request);
      const outcome = await acceptAnnouncement(
        db,
        {
          studentId: student.studentId,
          impersonated: student.actor !== undefined,
          announcementId: request.body.AnnouncementId,
          version: request.body.Version,
          platform: origin.platform,
          address: origin.address,
        },
        new Date(),
      );
      return outcome.kind === 'accepted' ? ok(outcome.acceptance) : refusal(outcome.status, outcome.message);
    },
  );
};
