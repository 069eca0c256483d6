import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { adminLoginQuery } from '@portal/contract';
import { calls } from '@portal/contract/calls';
import type { z } from 'zod';
import { PUBLIC } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { recordAudit, recordSignInThrottled } from '../audit/service.js';
import { signInStaff } from './staff-sign-in.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';

/**
 * Staff sign-in. The spec's call is a GET with the password in the query (kept for the legacy client,
 * with the query redacted from logs); the app uses the POST form, which keeps it out of URLs.
 */
export const adminLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  async function adminLogin(
    request: FastifyRequest,
    reply: FastifyReply,
    credentials: z.infer<typeof adminLoginQuery>,
  ) {
    const result = await signInStaff(db, app.portalAuth, app.signInThrottle, {
      userName: credentials.userName,
      password: credentials.Pass,
      address: request.ip,
    });
    const actorLabel = credentials.userName.trim().toLowerCase();
    const audit = (
      outcome: 'success' | 'failure' | 'refused',
      staffMemberId: number | null,
      reason?: string,
    ) =>
      recordAudit(db, request, {
        action: 'staff-sign-in',
        outcome,
        staffMemberId,
        actorLabel,
        details: reason ? { reason } : undefined,
      });
    switch (result.kind) {
      case 'throttled':
        void reply.header('retry-after', String(result.retryAfterSeconds));
        throw new PortalHttpError(429, say('limit.signIn'));
      case 'signed-in':
        await audit('success', result.staffId);
        return ok(result.session);
      case 'disabled':
        await audit('refused', result.staffId, 'disabled');
        return refusal('403', say('staffSignIn.disabled'), requestLanguage(request));
      case 'wrong-credentials':
        await audit('failure', result.staffId);
        await recordSignInThrottled(
          db,
          request,
          { account: actorLabel, staffMemberId: result.staffId },
          result.throttlingBegun,
        );
        return refusal('401', say('staffSignIn.wrong'), requestLanguage(request));
    }
  }

  registerCall(app, calls.account.adminLogin, { access: PUBLIC, credential: true }, (request, reply) =>
    adminLogin(request, reply, request.query),
  );
  registerCall(app, calls.account.adminLoginByPost, { access: PUBLIC, credential: true }, (request, reply) =>
    adminLogin(request, reply, request.body),
  );
};
