import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addWsGradeQuery,
  addWsGradeResponse,
  envelope,
  getCoursePreqQuery,
  getCoursePreqResponse,
  getSemestersResponse,
  getStudentTranscriptForSemesterQuery,
  getStudentTranscriptForSemesterResponse,
  getTranscriptStudentCoursesResponse,
} from '@portal/contract';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { recordAudit } from '../audit/service.js';
import { coursePrerequisites } from './requisites.js';
import { semesterTranscript, semesters, studentCourses } from './service.js';
import { transcriptFile } from './transcript-file.js';
import { withdrawFromCourse } from './withdrawal.js';

const bearer = [{ bearer: [] }];

/**
 * The transcript calls of spec §7. GetSemesters and GetStudentTransriptForSemester are "Reports" calls
 * (the spec's spelling kept in the path); GetStudentCourses, GetCoursePreq and AddWsGrade sit under
 * /api/Transcript (the Evaluation and StudentPetition controllers have their own GetStudentCourses).
 */
export const transcriptRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const scale = app.config.gradeScale;

  app.get(
    '/api/Reports/GetSemesters',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Transcript'],
        summary: "The student's terms, newest first, with term and cumulative GPA, credits and standing",
        security: bearer,
        response: { 200: envelope(getSemestersResponse) },
      },
    },
    async (request) => ok(await semesters(db, studentOf(request).studentId, scale, new Date())),
  );

  app.get(
    '/api/Reports/GetStudentTransriptForSemester',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Transcript'],
        summary: "One term of the student's transcript: courses, grades, points, GPA, standing",
        security: bearer,
        querystring: getStudentTranscriptForSemesterQuery,
        response: { 200: envelope(getStudentTranscriptForSemesterResponse.nullable()) },
      },
    },
    async (request) => {
      const found = await semesterTranscript(
        db,
        studentOf(request).studentId,
        request.query.semesterId,
        scale,
        { allowed: app.config.WITHDRAWALS_PER_TERM },
        new Date(),
      );
      return found ? ok(found) : refusal('404', 'You have no courses in this term.');
    },
  );

  app.get(
    '/api/Transcript/GetStudentCourses',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Transcript'],
        summary: 'Every course the student has taken, with its latest outcome',
        security: bearer,
        response: { 200: envelope(getTranscriptStudentCoursesResponse) },
      },
    },
    async (request) => ok(await studentCourses(db, studentOf(request).studentId, scale, new Date())),
  );

  app.get(
    '/api/Transcript/GetCoursePreq',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Transcript'],
        summary: "A course's prerequisites and co-requisites, and whether the student meets each",
        security: bearer,
        querystring: getCoursePreqQuery,
        response: { 200: envelope(getCoursePreqResponse.nullable()) },
      },
    },
    async (request) => {
      const found = await coursePrerequisites(
        db,
        studentOf(request).studentId,
        request.query.courseId,
        scale,
        new Date(),
      );
      return found ? ok(found) : refusal('404', 'There is no such course in the catalogue.');
    },
  );

  app.get(
    '/api/Transcript/AddWsGrade',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Transcript'],
        summary:
          'Withdraws the student from a course of the current term with a W (withdrawal window, limits); a repeat changes nothing',
        description:
          'A GET that changes state, as spec §7 names it. Safe here: it needs the bearer token (no cookie a ' +
          'link could ride on), answers are never cached (no-store), and a repeated call is answered as done.',
        security: bearer,
        querystring: addWsGradeQuery,
        response: { 200: envelope(addWsGradeResponse.nullable()) },
      },
    },
    async (request) => {
      const student = studentOf(request);
      const outcome = await withdrawFromCourse(
        db,
        {
          studentId: student.studentId,
          courseId: request.query.courseId,
          impersonated: student.actor !== undefined,
          allowed: app.config.WITHDRAWALS_PER_TERM,
        },
        new Date(),
        (tx, entry) =>
          recordAudit(tx, request, {
            action: 'course-withdrawal',
            outcome: entry.outcome,
            studentId: student.studentId,
            staffMemberId: student.actor?.staffId ?? null,
            actorLabel: student.actor?.email ?? student.email,
            target: `course ${String(entry.courseId)}`,
            details: { termId: entry.termId, ...(entry.message ? { refusal: entry.message } : {}) },
          }),
      );
      return outcome.kind === 'withdrawn' ? ok(outcome.receipt) : refusal(outcome.status, outcome.message);
    },
  );

  app.get(
    '/api/Transcript/GetTranscriptPdf',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Transcript'],
        summary: "The student's unofficial transcript as a PDF (every term, GPA, standing)",
        security: bearer,
        response: {
          200: z
            .custom<Buffer>((value) => Buffer.isBuffer(value))
            .meta({ description: 'application/pdf', type: 'string', format: 'binary' }),
        },
      },
    },
    async (request, reply) => {
      const found = await transcriptFile(
        db,
        studentOf(request).studentId,
        {
          universityName: app.config.UNIVERSITY_NAME_EN,
          timeZone: app.config.UNIVERSITY_TIME_ZONE,
          scale,
        },
        new Date(),
      );
      if (!found) throw new PortalHttpError(404, 'There is no transcript for this account.');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${found.fileName}"`)
        .send(found.file);
    },
  );
};
