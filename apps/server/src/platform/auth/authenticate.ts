import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { PortalHttpError } from '../http/http-error.js';
import { say } from '../i18n/said.js';
import type { HeldPrincipals } from './held-principals.js';
import type { Principal } from './principal.js';
import { TokenRejected, verifyPortalToken, type TokenSettings } from './portal-tokens.js';
import type { TokenKeys } from './token-keys.js';

// The scheme name is case-insensitive (RFC 7235 §2.1): `bearer` and `BEARER` are the same scheme.
const BEARER = /^Bearer +([A-Za-z0-9_\-.~+/=]+)$/i;

/**
 * Authentication and the route-level policy, chosen by each route's `config.access`. It runs on
 * `onRequest`, before the body is even read, so an anonymous caller learns nothing about a route's
 * schema and a refused request costs no parsing.
 */
export function registerAuthentication(
  app: FastifyInstance,
  db: Database,
  keys: TokenKeys,
  settings: TokenSettings,
  held: HeldPrincipals,
): void {
  const verify = (token: string) => verifyPortalToken(db, keys, settings, token);
  app.decorateRequest('principal', undefined);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access.kind === 'public') return;
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw new PortalHttpError(401, say('auth.signIn'));
    let principal: Principal;
    try {
      principal = await held.verify(match[1], verify);
    } catch (error) {
      if (!(error instanceof TokenRejected)) throw error;
      request.log.info({ reason: error.reason }, 'token refused');
      throw new PortalHttpError(401, say('auth.sessionInvalid'));
    }
    // Known before the policy decides, so a refused call is still attributed (and audited) to its caller.
    request.principal = principal;
    const allowed =
      access.kind === 'signed-in' ||
      (access.kind === 'student' && principal.kind === 'student') ||
      (access.kind === 'staff' &&
        principal.kind === 'staff' &&
        principal.roles.some((role) => access.roles.includes(role)));
    if (!allowed) throw new PortalHttpError(403, say('auth.notAllowed'));
    if (
      principal.kind === 'student' &&
      principal.actor &&
      request.routeOptions.config.refusedWhileImpersonating
    ) {
      throw new PortalHttpError(403, say('auth.notWhileImpersonating'));
    }
  });
}

/** The signed-in student of a `student` route (the hook guarantees one). */
export function studentOf(request: FastifyRequest): Extract<Principal, { kind: 'student' }> {
  const principal = request.principal;
  if (principal?.kind !== 'student') throw new PortalHttpError(401, say('auth.signIn'));
  return principal;
}

/** The signed-in staff member of a `staff` route. */
export function staffOf(request: FastifyRequest): Extract<Principal, { kind: 'staff' }> {
  const principal = request.principal;
  if (principal?.kind !== 'staff') throw new PortalHttpError(401, say('auth.signIn'));
  return principal;
}
