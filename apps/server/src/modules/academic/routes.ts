import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { PUBLIC } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { facultyCatalogue } from './service.js';

export const academicRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, calls.academic.getFaculties, { access: PUBLIC }, async () =>
    ok(await facultyCatalogue(app.database.db)),
  );
};
