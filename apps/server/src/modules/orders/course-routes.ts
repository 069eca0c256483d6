import type { OrderPurpose } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { courseChoices } from './course-choices.js';

/** The course lists of course requests (orders host) and the petition's graded courses. */
export const orderCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const limits = {
    warningPercent: app.config.ATTENDANCE_WARNING_PERCENT,
    denialPercent: app.config.ATTENDANCE_DENIAL_PERCENT,
  };
  const choices = (request: FastifyRequest, purpose: OrderPurpose, termId: number | undefined) =>
    courseChoices(db, studentOf(request).studentId, purpose, termId, {
      now: new Date(),
      limits,
      language: requestLanguage(request),
    });

  registerCall(app, calls.orders.getStudentCourses, { access: STUDENT }, async (request) =>
    ok(await choices(request, 'none', request.body.TermId)),
  );
  registerCall(app, calls.orders.getStudentDropCourses, { access: STUDENT }, async (request) =>
    ok(await choices(request, 'late-drop', request.body.TermId)),
  );
  registerCall(app, calls.orders.getStudentWUDropCourses, { access: STUDENT }, async (request) => {
    const courses = await choices(request, 'late-drop', request.body.TermId);
    return ok(courses.filter((course) => course.DropGrade === 'WU'));
  });
  registerCall(app, calls.orders.getStudentMakeUpCourse, { access: STUDENT }, async (request) =>
    ok(await choices(request, 'make-up', request.body.TermId)),
  );
  registerCall(app, calls.orders.getStudentCoursesWorkSubmission, { access: STUDENT }, async (request) =>
    ok(await choices(request, 'work-extension', request.body.TermId)),
  );
  registerCall(app, calls.petition.getPetitionCourses, { access: STUDENT }, async (request) =>
    ok(await choices(request, 'recalculation', undefined)),
  );
};
