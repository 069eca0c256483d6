import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStaffMember, buildStudent } from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';

const STUDENT_ROUTE = '/api/Portal/GetImpersonationHistory';

describe('authentication of portal tokens', () => {
  let subject: TestApp;
  let student: { id: number; email: string };

  beforeAll(async () => {
    subject = await buildTestApp();
    student = await buildStudent(subject.database.handle.db);
  });
  afterAll(() => subject.close());

  const call = (authorization?: string) =>
    subject.app.inject({
      method: 'GET',
      url: STUDENT_ROUTE,
      headers: authorization ? { authorization } : {},
    });

  /** A token with the portal's real key but claims of our choosing. */
  async function forge(claims: { iss?: string; aud?: string; exp?: number; nbf?: number; jti?: string }) {
    const { kid, key } = await subject.app.portalAuth.keys.signingKey();
    const settings = subject.app.portalAuth.settings;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email: student.email })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setIssuer(claims.iss ?? settings.issuer)
      .setAudience(claims.aud ?? settings.audience)
      .setSubject(`student:${student.id}`)
      .setJti(claims.jti ?? crypto.randomUUID())
      .setIssuedAt(now - 10)
      .setNotBefore(claims.nbf ?? now - 10)
      .setExpirationTime(claims.exp ?? now + 600)
      .sign(key);
  }

  async function expect401(authorization: string | undefined) {
    const response = await call(authorization);
    expect(response.statusCode).toBe(401);
    const body = errorEnvelope.parse(response.json());
    expect(body.Status).toBe('401');
    expect(body.ReturnObject).toBeNull();
  }

  it('accepts a token the portal issued', async () => {
    const response = await call((await studentAuthorization(subject.app, student)).authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Status: '200', ReturnObject: [] });
  });

  it('reads the scheme name case-insensitively (RFC 7235), and refuses another scheme', async () => {
    const { authorization } = await studentAuthorization(subject.app, student);
    const token = authorization.replace(/^Bearer /, '');
    for (const scheme of ['bearer', 'BEARER', 'bEaReR']) {
      expect((await call(`${scheme} ${token}`)).statusCode).toBe(200);
    }
    await expect401(`Token ${token}`);
  });

  it('refuses a request without a token, or with a malformed one', async () => {
    await expect401(undefined);
    await expect401('Bearer not-a-jwt');
    await expect401('Basic dXNlcjpwYXNz');
  });

  it('refuses alg "none"', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      sub: `student:${student.id}`,
      email: student.email,
      jti: 'x',
      iat: now,
      nbf: now,
      exp: now + 600,
    };
    await expect401(`Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`);
  });

  it('refuses HS256 keyed with the public key (algorithm confusion)', async () => {
    const [publicKey] = await subject.app.portalAuth.keys.publicKeys();
    const secret = new TextEncoder().encode(JSON.stringify(publicKey));
    const token = await new SignJWT({ email: student.email })
      .setProtectedHeader({ alg: 'HS256', kid: publicKey?.kid })
      .setIssuer(subject.app.portalAuth.settings.issuer)
      .setAudience('student-portal')
      .setSubject(`student:${student.id}`)
      .setJti('confused')
      .setIssuedAt()
      .setNotBefore('0s')
      .setExpirationTime('10m')
      .sign(secret);
    await expect401(`Bearer ${token}`);
  });

  it('refuses a token signed by another key, under a known or an unknown key id', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const [known] = await subject.app.portalAuth.keys.publicKeys();
    for (const kid of [known?.kid ?? 'missing', 'someone-elses-key']) {
      const token = await new SignJWT({ email: student.email })
        .setProtectedHeader({ alg: 'ES256', kid })
        .setIssuer(subject.app.portalAuth.settings.issuer)
        .setAudience('student-portal')
        .setSubject(`student:${student.id}`)
        .setJti(crypto.randomUUID())
        .setIssuedAt()
        .setNotBefore('0s')
        .setExpirationTime('10m')
        .sign(privateKey);
      await expect401(`Bearer ${token}`);
    }
  });

  it('refuses expired, not-yet-valid, wrong-issuer and wrong-audience tokens', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expect401(`Bearer ${await forge({ exp: now - 60 })}`);
    await expect401(`Bearer ${await forge({ nbf: now + 600 })}`);
    await expect401(`Bearer ${await forge({ iss: 'https://evil.example.com' })}`);
    await expect401(`Bearer ${await forge({ aud: 'another-app' })}`);
    // Control: the same forge with nothing wrong is accepted, so the refusals above are about the claims.
    expect((await call(`Bearer ${await forge({})}`)).statusCode).toBe(200);
  });

  it('refuses a revoked token on the next call', async () => {
    const { authorization } = await studentAuthorization(subject.app, student);
    const logout = await subject.app.inject({
      method: 'POST',
      url: '/api/account/Logout',
      headers: { authorization },
    });
    expect(logout.json()).toEqual({ Status: '200', ReturnObject: { SignedOut: true } });
    await expect401(authorization);
  });

  it('answers 403 when a student token calls a staff function', async () => {
    const { authorization } = await studentAuthorization(subject.app, student);
    const impersonate = await subject.app.inject({
      method: 'POST',
      url: '/api/Student/impersonate',
      headers: { authorization },
      payload: { UserName: student.email, Reason: 'ticket 1234' },
    });
    expect(impersonate.statusCode).toBe(403);
    const logs = await subject.app.inject({
      method: 'GET',
      url: '/api/Logger/GetPortalLogs',
      headers: { authorization },
    });
    expect(logs.statusCode).toBe(403);
    expect(errorEnvelope.parse(logs.json()).Status).toBe('403');
  });

  it('answers 403 when staff without the role call a staff function, and when staff call a student route', async () => {
    const registrar = await buildStaffMember(subject.database.handle.db, { roles: ['registrar'] });
    const { authorization } = await staffAuthorization(subject.app, registrar);
    const logs = await subject.app.inject({
      method: 'GET',
      url: '/api/Logger/GetPortalLogs',
      headers: { authorization },
    });
    expect(logs.statusCode).toBe(403);
    expect((await call(authorization)).statusCode).toBe(403);
  });
});
