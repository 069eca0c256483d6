import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkForEvaluationResponse,
  envelope,
  getCategoryQuestionsQuery,
  getCategoryQuestionsResponse,
  getCourseInstructorsBody,
  getCourseInstructorsResponse,
  getEvaluationReportQuery,
  getEvaluationReportResponse,
  getStudentCoursesResponse,
  insertStudentEvaluationBody,
  insertStudentEvaluationResponse,
  isEvaluationOpenedResponse,
} from '@portal/contract';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
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

const bearer = [{ bearer: [] }];

export const evaluationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/Evaluation/IsEvaluationOpened',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Evaluation'],
        summary: "The current term's course evaluation window is open now",
        security: bearer,
        response: { 200: envelope(isEvaluationOpenedResponse) },
      },
    },
    async () => ok(await evaluationOpened(db, new Date())),
  );

  app.get(
    '/api/Evaluation/CheckForEvaluation',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Evaluation'],
        summary:
          'True while the evaluation window is open and the student has a registered section left to evaluate',
        security: bearer,
        response: { 200: envelope(checkForEvaluationResponse) },
      },
    },
    async (request) => ok(await evaluationRequired(db, studentOf(request).studentId, new Date())),
  );

  app.get(
    '/api/Evaluation/GetStudentCourses',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Evaluation'],
        summary: "The student's registered sections this term to evaluate, each done or pending",
        security: bearer,
        response: { 200: envelope(getStudentCoursesResponse) },
      },
    },
    async (request) => ok(await studentCourses(db, studentOf(request).studentId, new Date())),
  );

  app.post(
    '/api/Evaluation/GetCourseInstructors',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Evaluation'],
        summary: 'The instructors to evaluate for one of the student’s sections this term',
        security: bearer,
        body: getCourseInstructorsBody,
        response: { 200: envelope(getCourseInstructorsResponse.nullable()) },
      },
    },
    async (request) => {
      const found = await courseInstructors(db, studentOf(request).studentId, request.body.SectionId);
      return found ? ok(found) : refusal('404', 'This course is not one of your courses this term.');
    },
  );

  app.get(
    '/api/Evaluation/GetCategoryQuestions',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Evaluation'],
        summary: "The current term's questions of a category (1 the course, 2 an instructor)",
        security: bearer,
        querystring: getCategoryQuestionsQuery,
        response: { 200: envelope(getCategoryQuestionsResponse) },
      },
    },
    async (request) => ok(await categoryQuestions(db, request.query.categoryId)),
  );

  app.post(
    '/api/Evaluation/InsertStudentEvaluation',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Evaluation'],
        summary:
          'Submits one section’s evaluation (course and instructors), once; answers are stored anonymously',
        security: bearer,
        body: insertStudentEvaluationBody,
        response: { 200: envelope(insertStudentEvaluationResponse.nullable()) },
      },
    },
    async (request) => {
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
    },
  );

  app.get(
    '/api/Evaluation/GetEvaluationReport',
    {
      config: { access: { kind: 'staff', roles: ['quality'] } },
      schema: {
        tags: ['Evaluation'],
        summary: 'Aggregates per section and instructor of a term, scores only where at least 5 answered',
        security: bearer,
        querystring: getEvaluationReportQuery,
        response: { 200: envelope(getEvaluationReportResponse) },
      },
    },
    async (request) => ok(await evaluationReport(db, request.query.termCode)),
  );
};
