import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { openSecretBox } from '../../platform/crypto/secret-keys.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { refusalOf } from '../../platform/http/refused.js';
import { PeriodicTask } from '../../platform/periodic-task.js';
import { releaseHeldAnswers } from './release.js';
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
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import { runInBackground } from '../../platform/background-work.js';

export const evaluationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const config = app.config;
  // Submissions are held sealed until their release; the same ring opens them (README.md, anonymity).
  const { box, usesStoredKey } = await openSecretBox(db, config.secretKeys);
  if (usesStoredKey && config.NODE_ENV === 'production') {
    app.log.warn(
      'SECRETS_KEYS is not set: held evaluation answers are sealed with a key kept in the database (docs/OPERATIONS.md)',
    );
  }
  const releaser = new PeriodicTask({
    intervalMs: config.EVALUATION_RELEASE_SECONDS * 1000,
    pass: () => releaseHeldAnswers(db, box, app.log, new Date()),
    onError: (error) => {
      app.log.error({ err: error }, 'evaluation release: the held answers could not be read');
    },
  });
  if (config.EVALUATION_RELEASER) runInBackground(app, releaser);

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
    return found ? ok(found) : refusal('404', say('evaluation.notYourCourse'), requestLanguage(request));
  });

  registerCall(app, calls.evaluation.getCategoryQuestions, { access: STUDENT }, async (request) =>
    ok(await categoryQuestions(db, request.query.categoryId)),
  );

  registerCall(app, calls.evaluation.insertStudentEvaluation, { access: STUDENT }, async (request) => {
    const student = studentOf(request);
    const now = new Date();
    const outcome = await submitEvaluation(
      db,
      box,
      {
        studentId: student.studentId,
        impersonated: student.actor !== undefined,
        // The university calendar day: the only time the "has evaluated" fact keeps.
        day: universityDate(now, config.UNIVERSITY_TIME_ZONE),
        evaluation: request.body,
      },
      now,
    );
    return outcome.kind === 'recorded'
      ? ok({ SectionId: outcome.sectionId, Remaining: outcome.remaining })
      : refusal(outcome.status, outcome.message, requestLanguage(request));
  });

  registerCall(
    app,
    calls.evaluation.getEvaluationReport,
    { access: { kind: 'staff', roles: ['quality'] } },
    async (request) => {
      const outcome = await evaluationReport(db, request.query.termCode, {
        now: new Date(),
        timeZone: config.UNIVERSITY_TIME_ZONE,
      });
      return outcome.kind === 'report' ? ok(outcome.report) : refusalOf(outcome, requestLanguage(request));
    },
  );
};
