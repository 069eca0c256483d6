import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { staffOf, studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT, type RouteAccess } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { recordAudit } from '../audit/service.js';
import { examsToPublish, publishExamScores } from './publication.js';
import { examSchedule, examScoring } from './service.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { inEnglish } from '../../platform/i18n/words.js';

const REGISTRAR: RouteAccess = { kind: 'staff', roles: ['registrar'] };

/** One call per kind of exam, as spec §7 spells them: they are what a legacy client already calls. */
const SCHEDULE_CALLS = [
  ['final', calls.exams.getFinalExamSchedule],
  ['midterm', calls.exams.getMidTermExamSchedule],
  ['practical', calls.exams.getStudentPracticalExamSchedule],
] as const;
const SCORING_CALLS = [
  ['midterm', calls.exams.getMidTermExamScoring],
  ['final', calls.exams.getFinalExamScoring],
  ['practical', calls.exams.getPracticalExamScoring],
] as const;

export const examRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const timeZone = app.config.UNIVERSITY_TIME_ZONE;

  for (const [kind, entry] of SCHEDULE_CALLS) {
    registerCall(app, entry, { access: STUDENT }, async (request) =>
      ok(await examSchedule(db, studentOf(request).studentId, kind, timeZone)),
    );
  }

  for (const [kind, entry] of SCORING_CALLS) {
    registerCall(app, entry, { access: STUDENT }, async (request) =>
      ok(await examScoring(db, studentOf(request).studentId, kind)),
    );
  }

  registerCall(app, calls.exams.getExamsForPublication, { access: REGISTRAR }, async (request) =>
    ok(await examsToPublish(db, request.query.kind, timeZone)),
  );

  registerCall(app, calls.exams.publishExamScores, { access: REGISTRAR }, async (request) => {
    const staff = staffOf(request);
    const outcome = await publishExamScores(db, app.events, {
      examId: request.body.ExamId,
      staffId: staff.staffId,
      now: new Date(),
    });
    await recordAudit(db, request, {
      action: 'exam-scores-publish',
      outcome: outcome.kind === 'published' ? 'success' : 'refused',
      staffMemberId: staff.staffId,
      actorLabel: staff.email,
      target: `exam ${String(request.body.ExamId)}`,
      details:
        outcome.kind === 'published'
          ? {
              course: outcome.course,
              kind: outcome.examKind,
              alreadyPublished: outcome.result.AlreadyPublished,
              notified: outcome.result.Notified,
            }
          : { refusal: inEnglish(outcome.message) },
    });
    return outcome.kind === 'published'
      ? ok(outcome.result)
      : refusal(outcome.status, outcome.message, requestLanguage(request));
  });
};
