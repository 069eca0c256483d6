import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, getMenuResponse } from '@portal/contract';
import { SIGNED_IN } from '../../platform/http/access.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { menuFor } from './service.js';

const bearer = [{ bearer: [] }];

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/Portal/GetMenu',
    {
      // Staff tokens call it too: they get home and the pages of their roles.
      config: { access: SIGNED_IN },
      schema: {
        tags: ['Portal'],
        summary: 'The pages the caller may use, each with its menu group; Status "403" when blocked',
        security: bearer,
        response: { 200: envelope(getMenuResponse.nullable()) },
      },
    },
    async (request) => {
      const principal = request.principal;
      if (!principal) throw new PortalHttpError(401, 'Please sign in to continue.');
      const outcome = await menuFor(db, principal, new Date());
      if (!outcome) throw new PortalHttpError(401, 'Please sign in to continue.');
      return outcome.kind === 'menu' ? ok(outcome.items) : refusal('403', outcome.message);
    },
  );
};
