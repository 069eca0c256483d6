import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { staffOf } from '../../platform/auth/authenticate.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { recordAudit } from '../audit/service.js';
import { updateTermWindow } from './windows.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { inEnglish } from '../../platform/i18n/words.js';

/** The registrar opens, closes or moves the current term's advising, add/drop and preview windows. */
export const termWindowRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  registerCall(
    app,
    calls.advising.updateTermWindow,
    { access: { kind: 'staff', roles: ['registrar'] } },
    async (request) => {
      const staff = staffOf(request);
      const outcome = await updateTermWindow(db, request.body, new Date());
      await recordAudit(db, request, {
        action: 'term-window',
        outcome: outcome.kind === 'updated' ? 'success' : 'refused',
        staffMemberId: staff.staffId,
        actorLabel: staff.email,
        target: `${request.body.Kind} window`,
        details:
          outcome.kind === 'updated'
            ? { action: request.body.Action, before: outcome.before, after: outcome.window }
            : { action: request.body.Action, refusal: inEnglish(outcome.message) },
      });
      return outcome.kind === 'updated'
        ? ok(outcome.window)
        : refusal(outcome.status, outcome.message, requestLanguage(request));
    },
  );
};
