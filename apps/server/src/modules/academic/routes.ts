import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, getFacultiesResponse } from '@portal/contract';
import { PUBLIC } from '../../platform/http/access.js';
import { ok } from '../../platform/http/envelope.js';
import { facultyCatalogue } from './service.js';

export const academicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/Student/GetFaculties',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['Student'],
        summary: 'Faculties of the university with their programs',
        response: { 200: envelope(getFacultiesResponse) },
      },
    },
    async () => ok(await facultyCatalogue(app.database.db)),
  );
};
