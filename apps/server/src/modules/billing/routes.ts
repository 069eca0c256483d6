import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { studentStatement } from './service.js';

/** The student's own account (issue 23); payments and invoices come with their channels. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const timeZone = app.config.UNIVERSITY_TIME_ZONE;

  registerCall(app, calls.billing.getStudentStatement, { access: STUDENT }, async (request) =>
    ok(await studentStatement(db, studentOf(request).studentId, new Date(), timeZone)),
  );
};
