import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  examSchedule as examScheduleResponse,
  examScoring as examScoringResponse,
  getExamsForPublicationQuery,
  getExamsForPublicationResponse,
  publishExamScoresBody,
  publishedExamScores,
  type ExamKind,
} from '@portal/contract';
import { staffOf, studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT, type RouteAccess } from '../../platform/http/access.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { recordAudit } from '../audit/service.js';
import { examsToPublish, publishExamScores } from './publication.js';
import { examSchedule, examScoring } from './service.js';

const bearer = [{ bearer: [] }];
const REGISTRAR: RouteAccess = { kind: 'staff', roles: ['registrar'] };

/** The spec's call names (§7), kept as spelled: they are what a legacy client already calls. */
const SCHEDULE_CALLS: readonly [ExamKind, string, string][] = [
  ['final', '/api/Reports/GetFinalExamSchedule', 'final exams'],
  ['midterm', '/api/Reports/GetMidTermExamSchedule', 'midterm exams'],
  ['practical', '/api/Reports/GetStudentPracticalExamSchedule', 'practical exams'],
];
const SCORING_CALLS: readonly [ExamKind, string, string][] = [
  ['midterm', '/api/Reports/GetMidTermExamScoring', 'midterm'],
  ['final', '/api/Reports/GetFinalExamScoring', 'final exam'],
  ['practical', '/api/Reports/GetPracticalExamScoring', 'practical exam'],
];

export const examRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const timeZone = app.config.UNIVERSITY_TIME_ZONE;

  for (const [kind, url, name] of SCHEDULE_CALLS) {
    app.get(
      url,
      {
        config: { access: STUDENT },
        schema: {
          tags: ['Reports'],
          summary: `The student's ${name} this term: time, room, seat, and clashes with their other exams`,
          security: bearer,
          response: { 200: envelope(examScheduleResponse) },
        },
      },
      async (request) => ok(await examSchedule(db, studentOf(request).studentId, kind, timeZone)),
    );
  }

  for (const [kind, url, name] of SCORING_CALLS) {
    app.get(
      url,
      {
        config: { access: STUDENT },
        schema: {
          tags: ['Reports'],
          summary: `The student's published ${name} scores by term; unpublished ones are only named`,
          security: bearer,
          response: { 200: envelope(examScoringResponse) },
        },
      },
      async (request) => ok(await examScoring(db, studentOf(request).studentId, kind)),
    );
  }

  app.get(
    '/api/Reports/GetExamsForPublication',
    {
      config: { access: REGISTRAR },
      schema: {
        tags: ['Reports'],
        summary: "The current term's exams with their seats, how many are marked, and whether published",
        security: bearer,
        querystring: getExamsForPublicationQuery,
        response: { 200: envelope(getExamsForPublicationResponse) },
      },
    },
    async (request) => ok(await examsToPublish(db, request.query.kind, timeZone)),
  );

  app.post(
    '/api/Reports/PublishExamScores',
    {
      config: { access: REGISTRAR },
      schema: {
        tags: ['Reports'],
        summary: "Publishes an exam's scores (every seat marked) and tells its students; audited, once",
        security: bearer,
        body: publishExamScoresBody,
        response: { 200: envelope(publishedExamScores.nullable()) },
      },
    },
    async (request) => {
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
            : { refusal: outcome.message },
      });
      return outcome.kind === 'published' ? ok(outcome.result) : refusal(outcome.status, outcome.message);
    },
  );
};
