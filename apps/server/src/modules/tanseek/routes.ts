import { calls } from '@portal/contract/calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { refusalOf } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import {
  facultyChoices,
  majorMinor,
  saveStudentChoices,
  studentSavedData,
  type StudentRead,
} from './service.js';

/** Tanseek's student calls (/api/Tanseek/…): the round, its majors, the student's ranking and result. */
export const tanseekRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const readOf = (request: FastifyRequest): StudentRead => ({
    studentId: studentOf(request).studentId,
    now: new Date(),
    timeZone: app.config.UNIVERSITY_TIME_ZONE,
    scale: app.config.gradeScale,
    language: requestLanguage(request),
  });
  /** A token for a student no longer on record. */
  const gone = () => new PortalHttpError(401, say('auth.signIn'));

  registerCall(app, calls.tanseek.getStudentSavedData, { access: STUDENT }, async (request) => {
    const data = await studentSavedData(db, readOf(request));
    if (!data) throw gone();
    return ok(data);
  });

  registerCall(app, calls.tanseek.getFacultyChoicesForStudent, { access: STUDENT }, async (request) => {
    const choices = await facultyChoices(db, studentOf(request).studentId);
    if (!choices) throw gone();
    return ok(choices);
  });

  registerCall(app, calls.tanseek.getStudentMajorMinor, { access: STUDENT }, async (request) => {
    const data = await majorMinor(db, studentOf(request).studentId);
    if (!data) throw gone();
    return ok(data);
  });

  registerCall(
    app,
    calls.tanseek.saveStudentChoices,
    { access: STUDENT, refusedWhileImpersonating: true, owner: { body: 'StudentCode' } },
    async (request) => {
      const { RoundId, OfferIds } = request.body;
      const outcome = await saveStudentChoices(db, readOf(request), { roundId: RoundId, offerIds: OfferIds });
      if ('kind' in outcome) return refusalOf(outcome, requestLanguage(request));
      return ok(outcome);
    },
  );
};
