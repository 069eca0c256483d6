import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { refusalOf } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { preferencesOf, savePreference } from './preferences/service.js';

/** The student's notification preferences: what reaches them, per topic and channel. */
export const notifyPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  registerCall(app, calls.notify.getNotificationPreferences, { access: STUDENT }, async (request) =>
    ok(await preferencesOf(db, studentOf(request).studentId)),
  );

  // The student's own choice: staff acting as the student are refused before the handler runs.
  registerCall(
    app,
    calls.notify.saveNotificationPreference,
    { access: STUDENT, refusedWhileImpersonating: true },
    async (request) => {
      const outcome = await savePreference(db, studentOf(request).studentId, request.body);
      if (outcome.kind === 'refused') return refusalOf(outcome, requestLanguage(request));
      return ok(outcome.value);
    },
  );
};
