import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, studentSchedule, studentScheduleWithZoomLinks } from '@portal/contract';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { ok } from '../../platform/http/envelope.js';
import { scheduleWithLinks, studentSchedule as schedule, type ScheduleSettings } from './service.js';

const bearer = [{ bearer: [] }];

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const settings: ScheduleSettings = {
    timeZone: app.config.UNIVERSITY_TIME_ZONE,
    weekStartsOn: app.config.UNIVERSITY_WEEK_STARTS_ON,
  };

  app.get(
    '/api/Reports/GetStudentSchedule',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Reports'],
        summary: "The student's registered sections this term with their weekly meetings, and the next exam",
        security: bearer,
        response: { 200: envelope(studentSchedule) },
      },
    },
    async (request) => ok(await schedule(db, studentOf(request).studentId, settings, new Date())),
  );

  app.get(
    '/api/Reports/GetStudentScheduleWithZoomLinks',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Reports'],
        summary: "The student's sections this term with each meeting's mode and online-meeting link",
        security: bearer,
        response: { 200: envelope(studentScheduleWithZoomLinks) },
      },
    },
    async (request) => ok(await scheduleWithLinks(db, studentOf(request).studentId, settings)),
  );
};
