import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { publicUrl } from '../../config.js';
import { studentOf } from '../../platform/auth/authenticate.js';
import { PUBLIC, STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { registerFeedLimits } from './feed-limits.js';
import {
  calendarForToken,
  createFeed,
  feedStatus,
  revokeFeed,
  studentCalendar,
  type CalendarSettings,
} from './service.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
/** The same words for an unknown, revoked or malformed link: the answer never says which. */
const NOT_FOUND = say('calendar.linkBroken');

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const settings: CalendarSettings = {
    timeZone: app.config.UNIVERSITY_TIME_ZONE,
    weekStartsOn: app.config.UNIVERSITY_WEEK_STARTS_ON,
    publicUrl: publicUrl(app.config),
    universityName: app.config.UNIVERSITY_NAME_EN,
  };
  const feedLimits = registerFeedLimits(app, app.config);

  registerCall(app, calls.calendar.getCalendarFeed, { access: STUDENT }, async (request) =>
    ok(await feedStatus(db, studentOf(request).studentId)),
  );

  registerCall(
    app,
    calls.calendar.createCalendarFeed,
    // A private link made while staff act as the student would outlive the session: the student's own.
    { access: STUDENT, refusedWhileImpersonating: true },
    async (request) => {
      const outcome = await createFeed(db, settings, {
        studentId: studentOf(request).studentId,
        replacing: request.body.Replacing,
        now: new Date(),
      });
      return outcome.kind === 'created'
        ? ok(outcome.links)
        : refusal('409', outcome.message, requestLanguage(request));
    },
  );

  registerCall(
    app,
    calls.calendar.revokeCalendarFeed,
    { access: STUDENT, refusedWhileImpersonating: true },
    async (request) => ok({ Revoked: await revokeFeed(db, studentOf(request).studentId) }),
  );

  registerCall(app, calls.calendar.getStudentCalendar, { access: STUDENT }, async (request, reply) => {
    const document = await studentCalendar(db, settings, studentOf(request).studentId, new Date());
    return reply
      .type(CALENDAR_TYPE)
      .header('content-disposition', 'attachment; filename="timetable.ics"')
      .send(document);
  });

  registerCall(
    app,
    calls.calendar.calendarFeed,
    { access: PUBLIC, onRequest: feedLimits },
    async (request, reply) => {
      const document = await calendarForToken(db, settings, request.query.token, new Date());
      if (document === undefined) throw new PortalHttpError(404, NOT_FOUND);
      return reply
        .type(CALENDAR_TYPE)
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(document);
    },
  );
};
