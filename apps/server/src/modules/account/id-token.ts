import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { say, type Said } from '../../platform/i18n/said.js';
import { inEnglish } from '../../platform/i18n/words.js';

/** An identity provider the portal trusts: its issuer, the audience its ID tokens name, and its keys. */
export interface TrustedIssuer {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
}

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string;
  nonce: string;
  expiresAt: Date;
}

/** A sign-in that cannot go on; `said` is shown on the login page, `reason` goes to the audit log. */
export class LoginRefused extends Error {
  constructor(
    readonly said: Said,
    readonly reason: string,
  ) {
    super(inEnglish(said));
  }
}

const idTokenClaims = z.object({
  sub: z.string().min(1).max(255),
  email: z.email().max(254),
  nonce: z.string().min(8).max(256),
  exp: z.number(),
});

const INVALID = say('signIn.unverified');

/** Signature (the provider's JWKS), issuer, audience, expiry, and the presence of a nonce. */
export async function verifyIdToken(trusted: TrustedIssuer, token: string): Promise<VerifiedIdentity> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, trusted.keys, {
      issuer: trusted.issuer,
      audience: trusted.audience,
      algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 30,
    }));
  } catch (error) {
    throw new LoginRefused(INVALID, error instanceof errors.JOSEError ? error.code : 'malformed token');
  }
  const claims = idTokenClaims.safeParse(payload);
  if (!claims.success) throw new LoginRefused(INVALID, 'id token lacks email or nonce');
  return {
    issuer: trusted.issuer,
    subject: claims.data.sub,
    email: claims.data.email.toLowerCase(),
    nonce: claims.data.nonce,
    expiresAt: new Date(claims.data.exp * 1000),
  };
}

const discovery = z.object({ issuer: z.string(), jwks_uri: z.url() });

/** Reads an external provider's discovery document once and trusts the JWKS it names. */
export async function discoverIssuer(issuer: string, audience: string): Promise<TrustedIssuer> {
  const response = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`discovery of ${issuer} answered HTTP ${response.status}`);
  const document = discovery.parse(await response.json());
  return { issuer: document.issuer, audience, keys: createRemoteJWKSet(new URL(document.jwks_uri)) };
}
