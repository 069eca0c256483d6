import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adviseScheduleBody,
  adviseScheduleResponse,
  advisingPreview,
  buildSchedulesBody,
  buildSchedulesResponse,
  envelope,
  reqSheetBody,
} from '@portal/contract';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { registrationRead, registrationWrite } from '../../platform/http/registration-call.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { advisingRules } from '../add-drop/service.js';
import { registrationPolicy } from '../advising/service.js';
import { isOwnStudentCode, OTHER_STUDENT_MESSAGE } from '../student/student-code.js';
import { adviseCombination, buildSchedulesFor } from './builder-service.js';
import { advisingPreviewOf, reqSheetFile } from './service.js';

const bearer = [{ bearer: [] }];

/** Tuition and fees are set in Egyptian pounds (config TUITION_PER_CREDIT, TERM_FEES). */
const CURRENCY = 'EGP';

/** The advising preview (spec §7 AdvisingPreview/GetStudentData) and the requirement sheet download. */
export const advisingPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const rules = advisingRules(app.config, app.seatFreed);
  const policy = registrationPolicy(app.config);

  app.get(
    '/api/AdvisingPreview/GetStudentData',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Advising'],
        summary:
          "The advised timetable of the current term, its courses, credits and the term's fee estimate",
        security: bearer,
        response: { 200: envelope(advisingPreview.nullable()) },
      },
    },
    async (request) => {
      const found = await advisingPreviewOf(
        db,
        studentOf(request).studentId,
        {
          scale: app.config.gradeScale,
          rules,
          timeZone: app.config.UNIVERSITY_TIME_ZONE,
          universityName: app.config.UNIVERSITY_NAME_EN,
          fees: {
            perCredit: app.config.TUITION_PER_CREDIT,
            termFees: app.config.TERM_FEES,
            currency: CURRENCY,
          },
        },
        new Date(),
      );
      return found ? ok(found) : refusal('404', 'There is no student record for this account.');
    },
  );

  app.post(
    '/api/Advising/ReqSheet',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Advising'],
        summary:
          'The requirement sheet ReqSheet.pdf: the study plan with passed, in-progress and remaining courses per category, credits, and the advised courses',
        security: bearer,
        body: reqSheetBody,
        response: {
          200: z
            .custom<Buffer>((value) => Buffer.isBuffer(value))
            .meta({ description: 'application/pdf', type: 'string', format: 'binary' }),
        },
      },
    },
    async (request, reply) => {
      const studentId = studentOf(request).studentId;
      // Another student's sheet does not exist for this account (404, a JSON answer, no file): HTTP 403 is the
      // policy's answer, given before a handler runs.
      if (!(await isOwnStudentCode(db, studentId, request.body?.StudentCode))) {
        throw new PortalHttpError(404, OTHER_STUDENT_MESSAGE);
      }
      const found = await reqSheetFile(
        db,
        studentId,
        {
          scale: app.config.gradeScale,
          timeZone: app.config.UNIVERSITY_TIME_ZONE,
          universityName: app.config.UNIVERSITY_NAME_EN,
        },
        new Date(),
      );
      if (!found) throw new PortalHttpError(404, 'There is no student record for this account.');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${found.fileName}"`)
        .send(found.file);
    },
  );

  app.post(
    '/api/Advising/BuildSchedules',
    {
      config: { access: STUDENT, ...registrationRead('advising') },
      schema: {
        tags: ['Advising'],
        summary:
          'Every conflict-free combination of open sections of the chosen courses, ranked by the preferences (bounded: see Limits and Capped)',
        security: bearer,
        body: buildSchedulesBody,
        response: { 200: envelope(buildSchedulesResponse) },
      },
    },
    async (request) =>
      ok(
        await buildSchedulesFor(
          db,
          studentOf(request).studentId,
          { courseIds: request.body.CourseIds, preferences: request.body.Preferences },
          app.config.UNIVERSITY_TIME_ZONE,
        ),
      ),
  );

  app.post(
    '/api/Advising/AdviseSchedule',
    {
      config: { access: STUDENT, ...registrationWrite('advising') },
      schema: {
        tags: ['Advising'],
        summary:
          'Advises a chosen combination in one step through the same rules and seat ledger as InsertCourse: all or nothing',
        security: bearer,
        body: adviseScheduleBody,
        response: { 200: envelope(adviseScheduleResponse) },
      },
    },
    async (request) => {
      const outcome = await adviseCombination(
        db,
        studentOf(request).studentId,
        request.body.SectionIds,
        policy,
        app.seatFreed,
        new Date(),
      );
      return outcome.kind === 'done'
        ? ok(outcome.answer)
        : { Status: outcome.status, ReturnObject: outcome.answer, Message: outcome.message };
    },
  );
};
