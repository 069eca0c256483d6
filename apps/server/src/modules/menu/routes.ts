import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { SIGNED_IN } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { menuFor } from './service.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  // Staff tokens call it too: they get home and the pages of their roles.
  registerCall(app, calls.menu.getMenu, { access: SIGNED_IN }, async (request) => {
    const principal = request.principal;
    if (!principal) throw new PortalHttpError(401, say('auth.signIn'));
    const outcome = await menuFor(db, principal, new Date());
    if (!outcome) throw new PortalHttpError(401, say('auth.signIn'));
    return outcome.kind === 'menu'
      ? ok(outcome.items)
      : refusal('403', outcome.message, requestLanguage(request));
  });
};
