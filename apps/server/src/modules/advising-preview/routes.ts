import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { registrationRead, registrationWrite } from '../../platform/http/registration-call.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { refusalOf } from '../../platform/http/refused.js';
import { advisingRules, registrationPolicy } from '../advising/service.js';
import { adviseCombination, buildSchedulesFor, schedulesIn } from './builder-service.js';
import { advisingPreviewOf, reqSheetFile } from './service.js';
import { whatIfAuditOf, whatIfProgramsOf } from './what-if.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import { changeIn } from '../advising/service.js';
import { inLanguage } from '../../platform/i18n/words.js';

/** Tuition and fees are set in Egyptian pounds (config TUITION_PER_CREDIT, TERM_FEES). */
const CURRENCY = 'EGP';

/** The advising preview (spec §7 AdvisingPreview/GetStudentData) and the requirement sheet download. */
export const advisingPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const rules = advisingRules(app.config, app.seatFreed);
  const policy = registrationPolicy(app.config);

  registerCall(app, calls.advisingPreview.getStudentData, { access: STUDENT }, async (request) => {
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
    return found ? ok(found) : refusal('404', say('student.noRecord'), requestLanguage(request));
  });

  // Another student's sheet does not exist for this account (404, a JSON answer, no file): HTTP 403 is the
  // policy's answer, given before a handler runs.
  registerCall(
    app,
    calls.advisingPreview.reqSheet,
    { access: STUDENT, owner: { body: 'StudentCode', otherStudent: 'not-found' } },
    async (request, reply) => {
      const found = await reqSheetFile(
        db,
        studentOf(request).studentId,
        {
          scale: app.config.gradeScale,
          timeZone: app.config.UNIVERSITY_TIME_ZONE,
          universityName: app.config.UNIVERSITY_NAME_EN,
        },
        new Date(),
      );
      if (!found) throw new PortalHttpError(404, say('student.noRecord'));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${found.fileName}"`)
        .send(found.file);
    },
  );

  registerCall(
    app,
    calls.advisingPreview.buildSchedules,
    { access: STUDENT, ...registrationRead('advising') },
    async (request) => {
      const answer = await buildSchedulesFor(
        db,
        studentOf(request).studentId,
        { courseIds: request.body.CourseIds, preferences: request.body.Preferences },
        { rules, timeZone: app.config.UNIVERSITY_TIME_ZONE, now: new Date() },
      );
      return ok(schedulesIn(answer, requestLanguage(request)));
    },
  );

  registerCall(
    app,
    calls.advisingPreview.adviseSchedule,
    { access: STUDENT, ...registrationWrite('advising') },
    async (request) => {
      const outcome = await adviseCombination(
        db,
        studentOf(request).studentId,
        request.body.SectionIds,
        policy,
        app.seatFreed,
        new Date(),
      );
      const language = requestLanguage(request);
      const answer = changeIn(outcome.answer, language);
      return outcome.kind === 'done'
        ? ok(answer)
        : { Status: outcome.status, ReturnObject: answer, Message: inLanguage(outcome.message, language) };
    },
  );

  // The what-if audit reads the record and the catalogue only: open all term, whatever window is open.
  registerCall(app, calls.advisingPreview.getWhatIfPrograms, { access: STUDENT }, async (request) => {
    const found = await whatIfProgramsOf(db, studentOf(request).studentId);
    return found ? ok(found) : refusal('404', say('student.noRecord'), requestLanguage(request));
  });

  registerCall(app, calls.advisingPreview.getWhatIfAudit, { access: STUDENT }, async (request) => {
    const outcome = await whatIfAuditOf(db, studentOf(request).studentId, request.query.ProgramId, {
      scale: app.config.gradeScale,
      rules,
      now: new Date(),
    });
    return outcome.kind === 'done' ? ok(outcome.audit) : refusalOf(outcome, requestLanguage(request));
  });
};
