import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { scheduleWithLinks, studentSchedule, type ScheduleSettings } from './service.js';

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const settings: ScheduleSettings = {
    timeZone: app.config.UNIVERSITY_TIME_ZONE,
    weekStartsOn: app.config.UNIVERSITY_WEEK_STARTS_ON,
  };

  registerCall(app, calls.schedule.getStudentSchedule, { access: STUDENT }, async (request) =>
    ok(await studentSchedule(db, studentOf(request).studentId, settings, new Date())),
  );

  registerCall(app, calls.schedule.getStudentScheduleWithZoomLinks, { access: STUDENT }, async (request) =>
    ok(await scheduleWithLinks(db, studentOf(request).studentId, settings)),
  );
};
