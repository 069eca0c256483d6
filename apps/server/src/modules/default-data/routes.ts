import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, examAuthData, studentAuthData, studentData } from '@portal/contract';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { ok } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { examAuthData as examAuth, studentAuthData as authData, studentData as profile } from './service.js';

const bearer = [{ bearer: [] }];

/** A token can outlive its student row only if the row was deleted; treat it as a stale sign-in. */
function found<T>(value: T | null): T {
  if (value === null) throw new PortalHttpError(401, 'Please sign in to continue.');
  return value;
}

export const defaultDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/DefaultData/GetStudentData',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['DefaultData'],
        summary: "The signed-in student's profile: names, code, faculty, program, level, standing, status",
        security: bearer,
        response: { 200: envelope(studentData) },
      },
    },
    async (request) => ok(found(await profile(db, studentOf(request).studentId))),
  );

  app.get(
    '/api/DefaultData/GetStudentAuthData',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['DefaultData'],
        summary:
          'May the student use the portal now, and which windows of the current term are open or to come',
        security: bearer,
        response: { 200: envelope(studentAuthData) },
      },
    },
    async (request) => {
      const student = studentOf(request);
      const impersonated = student.actor !== undefined;
      return ok(found(await authData(db, { studentId: student.studentId, impersonated }, new Date())));
    },
  );

  app.get(
    '/api/DefaultData/GetExamAuthData',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['DefaultData'],
        summary: "Is the student admitted to the current term's exams, and every reason why not",
        security: bearer,
        response: { 200: envelope(examAuthData) },
      },
    },
    async (request) => ok(found(await examAuth(db, studentOf(request).studentId, new Date()))),
  );
};
