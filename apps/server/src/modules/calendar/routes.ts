import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedLinks,
  calendarFeedQuery,
  calendarFeedStatus,
  createCalendarFeedBody,
  envelope,
  revokedCalendarFeed,
} from '@portal/contract';
import { publicUrl } from '../../config.js';
import { studentOf } from '../../platform/auth/authenticate.js';
import { PUBLIC, STUDENT } from '../../platform/http/access.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { registerFeedLimits } from './feed-limits.js';
import {
  FEED_PATH,
  calendarForToken,
  createFeed,
  feedStatus,
  revokeFeed,
  studentCalendar,
  type CalendarSettings,
} from './service.js';

const bearer = [{ bearer: [] }];
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
const calendarText = { content: { 'text/calendar': { schema: z.string() } } };
/** The same words for an unknown, revoked or malformed link: the answer never says which. */
const NOT_FOUND = 'This calendar link does not work. Make a new one on the portal’s schedule page.';

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const settings: CalendarSettings = {
    timeZone: app.config.UNIVERSITY_TIME_ZONE,
    weekStartsOn: app.config.UNIVERSITY_WEEK_STARTS_ON,
    publicUrl: publicUrl(app.config),
    universityName: app.config.UNIVERSITY_NAME_EN,
  };
  const feedLimits = registerFeedLimits(app, app.config);

  app.get(
    '/api/Reports/GetCalendarFeed',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Reports'],
        summary: 'Whether the student has a private calendar link, and when it was made (never the link)',
        security: bearer,
        response: { 200: envelope(calendarFeedStatus) },
      },
    },
    async (request) => ok(await feedStatus(db, studentOf(request).studentId)),
  );

  app.post(
    '/api/Reports/CreateCalendarFeed',
    {
      // A private link made while staff act as the student would outlive the session: the student's own.
      config: { access: STUDENT, refusedWhileImpersonating: true },
      schema: {
        tags: ['Reports'],
        summary: 'Makes a private calendar link (replacing the one named by Replacing); shown this once',
        security: bearer,
        body: createCalendarFeedBody,
        response: { 200: envelope(calendarFeedLinks.nullable()) },
      },
    },
    async (request) => {
      const outcome = await createFeed(db, settings, {
        studentId: studentOf(request).studentId,
        replacing: request.body.Replacing,
        now: new Date(),
      });
      return outcome.kind === 'created' ? ok(outcome.links) : refusal('409', outcome.message);
    },
  );

  app.post(
    '/api/Reports/RevokeCalendarFeed',
    {
      config: { access: STUDENT, refusedWhileImpersonating: true },
      schema: {
        tags: ['Reports'],
        summary: 'Turns the private calendar link off at once (again: nothing to do)',
        security: bearer,
        response: { 200: envelope(revokedCalendarFeed) },
      },
    },
    async (request) => ok({ Revoked: await revokeFeed(db, studentOf(request).studentId) }),
  );

  app.get(
    '/api/Reports/GetStudentCalendar',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Reports'],
        summary: "This term's classes and exams as an iCalendar file to import once",
        security: bearer,
        response: { 200: calendarText },
      },
    },
    async (request, reply) => {
      const document = await studentCalendar(db, settings, studentOf(request).studentId, new Date());
      return reply
        .type(CALENDAR_TYPE)
        .header('content-disposition', 'attachment; filename="timetable.ics"')
        .send(document);
    },
  );

  app.get(
    FEED_PATH,
    {
      config: { access: PUBLIC },
      onRequest: feedLimits,
      schema: {
        tags: ['Calendar'],
        summary: "A student's classes and exams for calendar apps, by the private link's token",
        querystring: calendarFeedQuery,
        response: { 200: calendarText },
      },
    },
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
