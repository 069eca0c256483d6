import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { studentAttendance } from './service.js';

export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = {
    warningPercent: app.config.ATTENDANCE_WARNING_PERCENT,
    denialPercent: app.config.ATTENDANCE_DENIAL_PERCENT,
  };
  registerCall(app, calls.attendance.getStudentAttendance, { access: STUDENT }, async (request) =>
    ok(await studentAttendance(app.database.db, studentOf(request).studentId, limits)),
  );
};
