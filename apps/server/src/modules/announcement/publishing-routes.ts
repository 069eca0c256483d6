import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { staffOf } from '../../platform/auth/authenticate.js';
import type { RouteAccess } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { recordAudit } from '../audit/service.js';
import { ANNOUNCEMENTS_CHANGED_TOPIC } from './gate.js';
import { announcementsForStaff, endAnnouncement, saveAnnouncement, staffView } from './publishing.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import { inEnglish } from '../../platform/i18n/words.js';

const COMMUNICATIONS: RouteAccess = { kind: 'staff', roles: ['communications'] };

/** The communications office publishes, edits and ends announcements; every change is in the Portal Logger. */
export const announcementPublishingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  registerCall(app, calls.announcement.getAnnouncements, { access: COMMUNICATIONS }, async () =>
    ok(await announcementsForStaff(db)),
  );

  registerCall(app, calls.announcement.saveAnnouncement, { access: COMMUNICATIONS }, async (request) => {
    const staff = staffOf(request);
    const outcome = await saveAnnouncement(db, request.body);
    if (outcome.kind === 'saved') {
      await app.events.publish(ANNOUNCEMENTS_CHANGED_TOPIC, { announcementId: outcome.announcement.id });
    }
    await recordAudit(db, request, {
      action: 'announcement-save',
      outcome: outcome.kind === 'saved' ? 'success' : 'refused',
      staffMemberId: staff.staffId,
      actorLabel: staff.email,
      target:
        outcome.kind === 'saved'
          ? `announcement ${String(outcome.announcement.id)} v${String(outcome.announcement.version)}`
          : `announcement ${request.body.AnnouncementId === undefined ? 'new' : String(request.body.AnnouncementId)}`,
      details:
        outcome.kind === 'saved'
          ? {
              created: outcome.created,
              newVersion: outcome.newVersion,
              mustAccept: request.body.MustAccept,
            }
          : { refusal: inEnglish(outcome.message) },
    });
    return outcome.kind === 'saved'
      ? ok(staffView(outcome.announcement, 0))
      : refusal(outcome.status, outcome.message, requestLanguage(request));
  });

  registerCall(app, calls.announcement.endAnnouncement, { access: COMMUNICATIONS }, async (request) => {
    const staff = staffOf(request);
    const ended = await endAnnouncement(db, request.body.AnnouncementId, new Date());
    await recordAudit(db, request, {
      action: 'announcement-end',
      outcome: ended ? 'success' : 'refused',
      staffMemberId: staff.staffId,
      actorLabel: staff.email,
      target: `announcement ${String(request.body.AnnouncementId)}`,
    });
    return ended
      ? ok(staffView(ended, 0))
      : refusal('404', say('announcement.noneNumbered'), requestLanguage(request));
  });
};
