import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, getStudentAttendanceResponse } from '@portal/contract';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { ok } from '../../platform/http/envelope.js';
import { studentAttendance } from './service.js';

export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = {
    warningPercent: app.config.ATTENDANCE_WARNING_PERCENT,
    denialPercent: app.config.ATTENDANCE_DENIAL_PERCENT,
  };
  app.get(
    '/api/Portal/GetStudentAttendance',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Attendance'],
        summary:
          "This term's attendance per course: sessions, absences, excused, percentage and the warning and denial limits",
        security: [{ bearer: [] }],
        response: { 200: envelope(getStudentAttendanceResponse) },
      },
    },
    async (request) => ok(await studentAttendance(app.database.db, studentOf(request).studentId, limits)),
  );
};
