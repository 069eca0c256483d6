import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { recordAudit } from '../audit/service.js';
import { coursePrerequisites } from './requisites.js';
import { semesterTranscript, semesters, studentCourses } from './service.js';
import { transcriptFile } from './transcript-file.js';
import { withdrawFromCourse } from './withdrawal.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import { inEnglish } from '../../platform/i18n/words.js';

/**
 * The transcript calls of spec §7. GetSemesters and GetStudentTransriptForSemester are "Reports" calls
 * (the spec's spelling kept in the path); GetStudentCourses, GetCoursePreq and AddWsGrade sit under
 * /api/Transcript (the Evaluation and StudentPetition controllers have their own GetStudentCourses).
 */
export const transcriptRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const scale = app.config.gradeScale;

  registerCall(app, calls.transcript.getSemesters, { access: STUDENT }, async (request) =>
    ok(await semesters(db, studentOf(request).studentId, scale, new Date())),
  );

  registerCall(app, calls.transcript.getStudentTransriptForSemester, { access: STUDENT }, async (request) => {
    const found = await semesterTranscript(
      db,
      studentOf(request).studentId,
      request.query.semesterId,
      scale,
      { allowed: app.config.WITHDRAWALS_PER_TERM },
      new Date(),
    );
    return found ? ok(found) : refusal('404', say('transcript.noCourses'), requestLanguage(request));
  });

  registerCall(app, calls.transcript.getStudentCourses, { access: STUDENT }, async (request) =>
    ok(await studentCourses(db, studentOf(request).studentId, scale, new Date())),
  );

  registerCall(app, calls.transcript.getCoursePreq, { access: STUDENT }, async (request) => {
    const found = await coursePrerequisites(
      db,
      studentOf(request).studentId,
      request.query.courseId,
      scale,
      new Date(),
    );
    return found ? ok(found) : refusal('404', say('transcript.noSuchCourse'), requestLanguage(request));
  });

  registerCall(app, calls.transcript.addWsGrade, { access: STUDENT }, async (request) => {
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
          details: { termId: entry.termId, ...(entry.message ? { refusal: inEnglish(entry.message) } : {}) },
        }),
    );
    return outcome.kind === 'withdrawn'
      ? ok(outcome.receipt)
      : refusal(outcome.status, outcome.message, requestLanguage(request));
  });

  registerCall(app, calls.transcript.getTranscriptPdf, { access: STUDENT }, async (request, reply) => {
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
    if (!found) throw new PortalHttpError(404, say('transcript.none'));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${found.fileName}"`)
      .send(found.file);
  });
};
