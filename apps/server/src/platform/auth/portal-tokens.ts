import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SignJWT, errors, jwtVerify } from 'jose';
import { z } from 'zod';
import { STAFF_ROLES } from './staff-roles.js';
import type { Database } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import type { Actor, Principal } from './principal.js';
import { revokedTokens } from './schema.js';
import { TOKEN_ALGORITHM, type TokenKeys } from './token-keys.js';

export interface TokenSettings {
  issuer: string;
  audience: string;
  lifetimeSeconds: number;
}

export interface IssuedToken {
  token: string;
  tokenId: string;
  expiresAt: Date;
}

const claims = z.object({
  sub: z.string().regex(/^(student|staff):\d+$/),
  jti: z.string().min(1),
  exp: z.number(),
  email: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)).optional(),
  act: z
    .object({ sub: z.string().regex(/^staff:\d+$/), email: z.string(), imp: z.number().int() })
    .optional(),
});

/** Why a token was refused, for the log; the student reads `auth.sessionInvalid`. */
export class TokenRejected extends Error {
  constructor(readonly reason: string) {
    super(`token refused: ${reason}`);
  }
}

export interface IssueOptions {
  lifetimeSeconds?: number;
  /** Chosen by the caller when a record must name the token before it exists (impersonation). */
  tokenId?: string;
}

export type TokenSubject =
  | { kind: 'student'; studentId: number; email: string; actor?: Actor }
  | { kind: 'staff'; staffId: number; email: string; roles: readonly string[] };

export async function issuePortalToken(
  keys: TokenKeys,
  settings: TokenSettings,
  subject: TokenSubject,
  options: IssueOptions = {},
): Promise<IssuedToken> {
  const { kid, key } = await keys.signingKey();
  const tokenId = options.tokenId ?? randomUUID();
  const lifetimeSeconds = options.lifetimeSeconds ?? settings.lifetimeSeconds;
  const expiresAt = new Date((Math.floor(Date.now() / 1000) + lifetimeSeconds) * 1000);
  const payload: Record<string, unknown> = { email: subject.email };
  if (subject.kind === 'staff') payload.roles = subject.roles;
  if (subject.kind === 'student' && subject.actor) {
    payload.act = {
      sub: `staff:${subject.actor.staffId}`,
      email: subject.actor.email,
      imp: subject.actor.impersonationId,
    };
  }
  const token = await new SignJWT(payload)
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid, typ: 'JWT' })
    .setIssuer(settings.issuer)
    .setAudience(settings.audience)
    .setSubject(subject.kind === 'student' ? `student:${subject.studentId}` : `staff:${subject.staffId}`)
    .setJti(tokenId)
    .setIssuedAt()
    .setNotBefore('0s')
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, tokenId, expiresAt };
}

/**
 * Accepts only ES256 tokens signed by an active portal key, for this issuer and audience, in their
 * validity period, and not revoked. Everything else (alg "none", HS256 keyed with the public key, a
 * foreign key, expired, not yet valid) is a TokenRejected.
 */
export async function verifyPortalToken(
  db: Database,
  keys: TokenKeys,
  settings: TokenSettings,
  token: string,
): Promise<Principal> {
  let payload: unknown;
  try {
    const verified = await jwtVerify(
      token,
      async (header) => {
        const key = await keys.verificationKey(header.kid);
        if (!key) throw new TokenRejected('unknown key id');
        return key;
      },
      {
        issuer: settings.issuer,
        audience: settings.audience,
        algorithms: [TOKEN_ALGORITHM],
        requiredClaims: ['sub', 'jti', 'exp', 'iat', 'nbf'],
        clockTolerance: 5,
      },
    );
    payload = verified.payload;
  } catch (error) {
    if (error instanceof TokenRejected) throw error;
    throw new TokenRejected(error instanceof errors.JOSEError ? error.code : 'malformed token');
  }
  const parsed = claims.safeParse(payload);
  if (!parsed.success) throw new TokenRejected('unexpected claims');
  const { sub, jti, exp, email, roles, act } = parsed.data;
  const revoked = await prepared(db, 'auth.revoked-token', (db, name) =>
    db
      .select({ jti: revokedTokens.jti })
      .from(revokedTokens)
      .where(eq(revokedTokens.jti, sql.placeholder('jti')))
      .prepare(name),
  ).execute({ jti });
  if (revoked.length > 0) throw new TokenRejected('revoked');
  const [kind, id] = sub.split(':');
  const expiresAt = new Date(exp * 1000);
  if (kind === 'staff') {
    return { kind: 'staff', staffId: Number(id), email, roles: roles ?? [], tokenId: jti, expiresAt };
  }
  const principal: Principal = { kind: 'student', studentId: Number(id), email, tokenId: jti, expiresAt };
  if (act)
    principal.actor = { staffId: Number(act.sub.split(':')[1]), email: act.email, impersonationId: act.imp };
  return principal;
}

export async function revokePortalToken(db: Database, tokenId: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti: tokenId, expiresAt }).onConflictDoNothing();
}
