import { SignJWT, generateKeyPair } from 'jose';
import type { RouteAccess } from '../../platform/http/access.js';
import { apiRoutes, routeKey, type AuditedApp } from './audited-app.js';
import type { Cast } from './callers.js';
import { concreteUrl, errorEnvelopeOf, send } from './calls.js';

interface Claims {
  iss?: string;
  aud?: string;
  exp?: number;
  nbf?: number;
  jti?: string;
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The attacks of OWASP API2 (broken authentication) against one route: each builds an Authorization
 * header that must be refused. `control` is the same forgery with nothing wrong, which must pass, so a
 * refusal proves the defect was noticed rather than the forgery being broken.
 */
export async function tokenAttacks(subject: AuditedApp, cast: Cast, access: RouteAccess) {
  const { app } = subject;
  const settings = app.portalAuth.settings;
  const who =
    access.kind === 'staff'
      ? { sub: `staff:${String(cast.staff[access.roles[0] ?? 'registrar'].id)}`, roles: access.roles }
      : { sub: `student:${String(cast.student.id)}` };
  const email =
    access.kind === 'staff' ? cast.staff[access.roles[0] ?? 'registrar'].email : cast.student.email;
  const now = Math.floor(Date.now() / 1000);
  const payload = (claims: Claims) => ({
    email,
    ...(who.roles ? { roles: who.roles } : {}),
    sub: who.sub,
    iss: claims.iss ?? settings.issuer,
    aud: claims.aud ?? settings.audience,
    jti: claims.jti ?? crypto.randomUUID(),
    iat: now - 10,
    nbf: claims.nbf ?? now - 10,
    exp: claims.exp ?? now + 600,
  });
  const forge = async (claims: Claims) => {
    const { kid, key } = await app.portalAuth.keys.signingKey();
    return new SignJWT(payload(claims)).setProtectedHeader({ alg: 'ES256', kid }).sign(key);
  };
  const revokedId = crypto.randomUUID();
  const revoked = await forge({ jti: revokedId });
  // Read after the first forge: the signing key is created on first use.
  const [publicKey] = await app.portalAuth.keys.publicKeys();
  if (!publicKey) throw new Error('The portal has no public key');
  const foreign = await generateKeyPair('ES256');
  await app.portalAuth.revoke(revokedId, new Date((now + 600) * 1000));
  return {
    control: `Bearer ${await forge({})}`,
    attacks: {
      'no token': undefined,
      malformed: 'Bearer not.a.jwt',
      'not bearer': 'Basic dXNlcjpwYXNz',
      'alg none': `Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload({}))}.`,
      'HS256 keyed with the public key': `Bearer ${await new SignJWT(payload({}))
        .setProtectedHeader({ alg: 'HS256', kid: publicKey.kid })
        .sign(new TextEncoder().encode(JSON.stringify(publicKey)))}`,
      'foreign key': `Bearer ${await new SignJWT(payload({}))
        .setProtectedHeader({ alg: 'ES256', kid: publicKey.kid })
        .sign(foreign.privateKey)}`,
      expired: `Bearer ${await forge({ exp: now - 60 })}`,
      'not yet valid': `Bearer ${await forge({ nbf: now + 600 })}`,
      'wrong issuer': `Bearer ${await forge({ iss: 'https://evil.example.com' })}`,
      'wrong audience': `Bearer ${await forge({ aud: 'another-app' })}`,
      revoked: `Bearer ${revoked}`,
    } satisfies Record<string, string | undefined>,
  };
}

/** Every authenticated /api route under every attack: 401 with the error envelope, never a 5xx. */
export async function tokenAttackProblems(subject: AuditedApp, cast: Cast): Promise<string[]> {
  const problems: string[] = [];
  for (const route of apiRoutes(subject.routes)) {
    if (!route.access || route.access.kind === 'public') continue;
    const { control, attacks } = await tokenAttacks(subject, cast, route.access);
    const call = (authorization: string | undefined) =>
      send(subject.app, {
        method: route.method,
        url: concreteUrl(route.url),
        authorization,
        ...(route.method === 'GET' ? {} : { body: {} }),
      });
    const accepted = await call(control);
    if (accepted.statusCode === 401 || accepted.statusCode === 403) {
      problems.push(`${routeKey(route)}: the control token was refused (${String(accepted.statusCode)})`);
    }
    for (const [attack, authorization] of Object.entries(attacks)) {
      const response = await call(authorization);
      const envelope = errorEnvelopeOf(response);
      if (response.statusCode !== 401) {
        problems.push(
          `${routeKey(route)} with ${attack}: HTTP ${String(response.statusCode)} instead of 401`,
        );
      } else if (typeof envelope === 'string') {
        problems.push(`${routeKey(route)} with ${attack}: ${envelope}`);
      }
    }
  }
  return problems;
}
