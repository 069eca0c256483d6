import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { evaluationReport } from './report.js';
import { universityDate } from '../../platform/clock.js';
import {
  categoryQuestions,
  courseInstructors,
  evaluationOpened,
  evaluationRequired,
  studentCourses,
} from './service.js';
import { submitEvaluation } from './submission.js';

export const evaluationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  registerCall(app, calls.evaluation.isEvaluationOpened, { access: STUDENT }, async () =>
    ok(await evaluationOpened(db, new Date())),
  );

  registerCall(app, calls.evaluation.checkForEvaluation, { access: STUDENT }, async (request) =>
    ok(await evaluationRequired(db, studentOf(request).studentId, new Date())),
  );

  registerCall(app, calls.evaluation.getStudentCourses, { access: STUDENT }, async (request) =>
    ok(await studentCourses(db, studentOf(request).studentId, new Date())),
  );

  registerCall(app, calls.evaluation.getCourseInstructors, { access: STUDENT }, async (request) => {
    const found = await courseInstructors(db, studentOf(request).studentId, request.body.SectionId);
    return found ? ok(found) : refusal('404', 'This course is not one of your courses this term.');
  });

  registerCall(app, calls.evaluation.getCategoryQuestions, { access: STUDENT }, async (request) =>
    ok(await categoryQuestions(db, request.query.categoryId)),
  );

  registerCall(app, calls.evaluation.insertStudentEvaluation, { access: STUDENT }, async (request) => {
    const student = studentOf(request);
    const now = new Date();
    const outcome = await submitEvaluation(
      db,
      {
        studentId: student.studentId,
        impersonated: student.actor !== undefined,
        // The university calendar day: the only time the "has evaluated" fact keeps.
        day: universityDate(now, app.config.UNIVERSITY_TIME_ZONE),
        evaluation: request.body,
      },
      now,
    );
    return outcome.kind === 'recorded'
      ? ok({ SectionId: outcome.sectionId, Remaining: outcome.remaining })
      : refusal(outcome.status, outcome.message);
  });

  registerCall(
    app,
    calls.evaluation.getEvaluationReport,
    { access: { kind: 'staff', roles: ['quality'] } },
    async (request) => ok(await evaluationReport(db, request.query.termCode)),
  );
};
