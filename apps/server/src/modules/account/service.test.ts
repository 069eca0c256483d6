import { eq } from 'drizzle-orm';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStudent } from '../../test/factories.js';
import { LoginRefused, type TrustedIssuer } from './id-token.js';
import { studentIdentities } from './schema.js';
import { signInStudent } from './service.js';

const ISSUER = 'https://login.university.example/tenant';
const AUDIENCE = 'student-portal';

describe('signInStudent (NewLogin rules)', () => {
  let subject: TestApp;
  let signingKey: CryptoKey;
  let trusted: TrustedIssuer;

  beforeAll(async () => {
    subject = await buildTestApp();
    const pair = await generateKeyPair('RS256');
    signingKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'idp-1', alg: 'RS256' };
    trusted = { issuer: ISSUER, audience: AUDIENCE, keys: createLocalJWKSet({ keys: [jwk] }) };
  });
  afterAll(() => subject.close());

  function idToken(claims: {
    sub: string;
    email: string;
    nonce?: string;
    iss?: string;
    aud?: string;
    exp?: string;
  }) {
    const jwt = new SignJWT({ email: claims.email, nonce: claims.nonce ?? crypto.randomUUID() })
      .setProtectedHeader({ alg: 'RS256', kid: 'idp-1' })
      .setIssuer(claims.iss ?? ISSUER)
      .setAudience(claims.aud ?? AUDIENCE)
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(claims.exp ?? '5m');
    return jwt.sign(signingKey);
  }

  const signIn = async (token: string) =>
    signInStudent(subject.database.handle.db, subject.app.portalAuth, trusted, token);

  async function refusal(token: string): Promise<LoginRefused> {
    try {
      await signIn(token);
    } catch (error) {
      if (error instanceof LoginRefused) return error;
      throw error;
    }
    throw new Error('sign-in was not refused');
  }

  it('links the provider account on the first sign-in by email, then matches on issuer + subject only', async () => {
    const db = subject.database.handle.db;
    const student = await buildStudent(db);
    const first = await signIn(await idToken({ sub: 'oid-111', email: student.email.toUpperCase() }));
    expect(first.student.id).toBe(student.id);
    expect(first.session).toMatchObject({ Role: 'student', userName: student.email, token_type: 'bearer' });
    expect(
      await db.select().from(studentIdentities).where(eq(studentIdentities.studentId, student.id)),
    ).toEqual([expect.objectContaining({ issuer: ISSUER, subject: 'oid-111' }) as unknown]);
    // The same account signs in even after the provider reports another email for it.
    const renamed = await signIn(await idToken({ sub: 'oid-111', email: 'renamed@elsewhere.example' }));
    expect(renamed.student.id).toBe(student.id);
  });

  it('never hands a linked record to another provider account that now has its email', async () => {
    const student = await buildStudent(subject.database.handle.db);
    await signIn(await idToken({ sub: 'oid-owner', email: student.email }));
    const taken = await refusal(await idToken({ sub: 'oid-newcomer', email: student.email }));
    expect(taken.reason).toBe('email linked to another subject');
  });

  it('refuses an email that matches no student, a suspended student, and a graduate, with clear messages', async () => {
    const db = subject.database.handle.db;
    expect((await refusal(await idToken({ sub: 'x1', email: 'visitor@gmail.com' }))).message).toMatch(
      /^No enrolled student uses visitor@gmail\.com/,
    );
    const suspended = await buildStudent(db, { status: 'suspended' });
    expect((await refusal(await idToken({ sub: 'x2', email: suspended.email }))).message).toMatch(
      /suspended/,
    );
    const graduate = await buildStudent(db, { status: 'graduated' });
    expect((await refusal(await idToken({ sub: 'x3', email: graduate.email }))).message).toMatch(/graduated/);
  });

  it('refuses a replayed ID token (same nonce)', async () => {
    const student = await buildStudent(subject.database.handle.db);
    const token = await idToken({ sub: 'oid-replay', email: student.email, nonce: 'nonce-0123456789' });
    await signIn(token);
    expect((await refusal(token)).reason).toBe('replayed id token');
  });

  it('refuses tokens of another issuer or audience, expired ones, and ones signed by another key', async () => {
    const student = await buildStudent(subject.database.handle.db);
    expect(
      (await refusal(await idToken({ sub: 's', email: student.email, iss: 'https://evil.example' }))).reason,
    ).toBe('ERR_JWT_CLAIM_VALIDATION_FAILED');
    expect((await refusal(await idToken({ sub: 's', email: student.email, aud: 'other-app' }))).reason).toBe(
      'ERR_JWT_CLAIM_VALIDATION_FAILED',
    );
    expect((await refusal(await idToken({ sub: 's', email: student.email, exp: '-2m' }))).reason).toBe(
      'ERR_JWT_EXPIRED',
    );
    const stranger = await generateKeyPair('RS256');
    const foreign = await new SignJWT({ email: student.email, nonce: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'RS256', kid: 'idp-1' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject('s')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(stranger.privateKey);
    expect((await refusal(foreign)).reason).toBe('ERR_JWS_SIGNATURE_VERIFICATION_FAILED');
  });
});
