import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { PUBLIC, SIGNED_IN } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { recordAudit } from '../audit/service.js';
import { adminLoginRoutes } from './admin-login-routes.js';
import { LoginRefused } from './id-token.js';
import { signInStudent } from './service.js';
import { trustedIssuer } from './trusted-issuer.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const issuer = trustedIssuer(app.config, db);

  // The legacy client calls ObtainLocalAccessToken, the current one NewLogin: same contract, same rules.
  for (const entry of [calls.account.newLogin, calls.account.obtainLocalAccessToken]) {
    registerCall(app, entry, { access: PUBLIC, credential: true }, async (request) => {
      const { provider, externalAccessToken, isMobile } = request.query;
      try {
        const { session, student } = await signInStudent(
          db,
          app.portalAuth,
          await issuer(),
          externalAccessToken,
        );
        await recordAudit(db, request, {
          action: 'sign-in',
          outcome: 'success',
          studentId: student.id,
          actorLabel: student.email,
          details: { provider, isMobile: isMobile ?? false },
        });
        return ok(session);
      } catch (error) {
        if (!(error instanceof LoginRefused)) throw error;
        await recordAudit(db, request, {
          action: 'sign-in',
          outcome: 'failure',
          details: { provider, reason: error.reason },
        });
        return refusal('403', error.said, requestLanguage(request));
      }
    });
  }

  await app.register(adminLoginRoutes);

  registerCall(app, calls.account.logout, { access: SIGNED_IN }, async (request) => {
    const principal = request.principal;
    if (!principal) throw new PortalHttpError(401, say('auth.signIn'));
    await app.portalAuth.revoke(principal.tokenId, principal.expiresAt);
    await recordAudit(db, request, {
      action: 'sign-out',
      outcome: 'success',
      studentId: principal.kind === 'student' ? principal.studentId : null,
      staffMemberId: principal.kind === 'staff' ? principal.staffId : (principal.actor?.staffId ?? null),
      actorLabel: principal.email,
    });
    return ok({ SignedOut: true as const });
  });
};
