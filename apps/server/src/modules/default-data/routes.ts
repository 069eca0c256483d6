import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { examAuthData, examAuthDataIn, studentAuthData, studentData } from './service.js';
import { say } from '../../platform/i18n/said.js';
import { requestLanguage } from '../../platform/i18n/language.js';

/** A token can outlive its student row only if the row was deleted; treat it as a stale sign-in. */
function found<T>(value: T | null): T {
  if (value === null) throw new PortalHttpError(401, say('auth.signIn'));
  return value;
}

export const defaultDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  registerCall(app, calls.defaultData.getStudentData, { access: STUDENT }, async (request) =>
    ok(found(await studentData(db, studentOf(request).studentId))),
  );

  registerCall(app, calls.defaultData.getStudentAuthData, { access: STUDENT }, async (request) => {
    const student = studentOf(request);
    const impersonated = student.actor !== undefined;
    return ok(found(await studentAuthData(db, { studentId: student.studentId, impersonated }, new Date())));
  });

  registerCall(app, calls.defaultData.getExamAuthData, { access: STUDENT }, async (request) =>
    ok(
      examAuthDataIn(
        found(await examAuthData(db, studentOf(request).studentId, new Date())),
        requestLanguage(request),
      ),
    ),
  );
};
