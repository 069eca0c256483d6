import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { requestOrigin } from '../audit/service.js';
import { announcementPublishingRoutes } from './publishing-routes.js';
import { acceptAnnouncement, acceptFlag, activeAnnouncements } from './service.js';
import { requestLanguage } from '../../platform/i18n/language.js';

export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await app.register(announcementPublishingRoutes);

  registerCall(app, calls.announcement.getActiveNotification, { access: STUDENT }, async (request) =>
    ok(await activeAnnouncements(db, studentOf(request).studentId, new Date())),
  );

  registerCall(app, calls.announcement.checkAnnocmentIsAccepted, { access: STUDENT }, async (request) =>
    ok(await acceptFlag(db, studentOf(request).studentId, new Date())),
  );

  registerCall(app, calls.announcement.insertAnnouncmentLogger, { access: STUDENT }, async (request) => {
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
    return outcome.kind === 'accepted'
      ? ok(outcome.acceptance)
      : refusal(outcome.status, outcome.message, requestLanguage(request));
  });
};
