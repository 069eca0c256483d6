import { eq } from 'drizzle-orm';
import { decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaffMember, buildStudent, FACTORY_STAFF_PASSWORD } from '../../test/factories.js';
import { startEmbeddedProviderApp, type EmbeddedProviderApp } from '../../test/oidc-embedded.js';
import { signInWithPassword } from '../../test/oidc-flow.js';
import { embeddedIdpKeySet } from './keys.js';
import { idpRecords } from './schema.js';

const DEMO_PASSWORD = 'Portal@2026';

describe('embedded identity provider: signing in', () => {
  let running: EmbeddedProviderApp;
  beforeAll(async () => {
    running = await startEmbeddedProviderApp({ DEMO_PASSWORD });
  });
  afterAll(() => running.subject.close());

  const signIn = (email: string, password: string, params?: Record<string, string>) =>
    signInWithPassword({
      issuer: running.issuer,
      clientId: 'student-portal',
      redirectUri: running.redirectUri,
      email,
      password,
      ...(params ? { params } : {}),
    });

  const codeCount = async () =>
    (
      await running.subject.database.handle.db
        .select()
        .from(idpRecords)
        .where(eq(idpRecords.model, 'AuthorizationCode'))
    ).length;

  it('signs a demo student in with the demo password and issues an ID token the portal can verify', async () => {
    const { db } = running.subject.database.handle;
    const student = await buildStudent(db, {
      email: 'amal.hassan@test.edu.eg',
      nameEn: 'Amal Hassan',
      status: 'suspended',
    });

    // The address is matched without regard to case or surrounding spaces, as people type it.
    const tokens = await signIn(' Amal.Hassan@TEST.edu.eg ', DEMO_PASSWORD);

    const { payload, protectedHeader } = await jwtVerify(tokens.idToken, embeddedIdpKeySet(db), {
      issuer: running.issuer,
      audience: 'student-portal',
    });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: 'idp-1' });
    expect(payload).toMatchObject({
      sub: `student-${student.id}`,
      email: 'amal.hassan@test.edu.eg',
      email_verified: true,
      name: 'Amal Hassan',
      nonce: tokens.nonce,
    });
    expect(tokens.accessToken).not.toBe('');
  });

  it('refuses a wrong password with a clear message and issues no code', async () => {
    const { db } = running.subject.database.handle;
    await buildStudent(db, { email: 'omar.said@test.edu.eg' });
    const codesBefore = await codeCount();

    await expect(signIn('omar.said@test.edu.eg', 'not-the-password')).rejects.toThrow(
      /HTTP 401\): The email or password is incorrect\./,
    );
    await expect(signIn('nobody@test.edu.eg', DEMO_PASSWORD)).rejects.toThrow(
      /email or password is incorrect/,
    );
    expect(await codeCount()).toBe(codesBefore);
  });

  it('signs staff in with their own password, but not once they are disabled', async () => {
    const { db } = running.subject.database.handle;
    const active = await buildStaffMember(db, { email: 'registrar.one@test.edu.eg' });
    await buildStaffMember(db, { email: 'former.clerk@test.edu.eg', status: 'disabled' });

    const tokens = await signIn('registrar.one@test.edu.eg', FACTORY_STAFF_PASSWORD);
    expect(decodeJwt(tokens.idToken)).toMatchObject({ sub: `staff-${active.id}`, email: active.email });
    await expect(signIn('registrar.one@test.edu.eg', DEMO_PASSWORD)).rejects.toThrow(/incorrect/);
    await expect(signIn('former.clerk@test.edu.eg', FACTORY_STAFF_PASSWORD)).rejects.toThrow(/incorrect/);
  });

  it('requires PKCE: an authorization request without code_challenge goes back with an error, not to sign-in', async () => {
    const url = new URL(`${running.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: 'student-portal',
      redirect_uri: running.redirectUri,
      response_type: 'code',
      scope: 'openid email',
      state: 'abc',
    }).toString();
    const response = await fetch(url, { redirect: 'manual' });

    const location = new URL(response.headers.get('location') ?? '');
    expect(location.href.startsWith(running.redirectUri)).toBe(true);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('refuses a redirect URI that is not the portal’s, on its own page instead of redirecting', async () => {
    const url = new URL(`${running.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: 'student-portal',
      redirect_uri: 'https://attacker.example/',
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    }).toString();
    const response = await fetch(url, { redirect: 'manual' });

    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const page = await response.text();
    expect(page).toContain('Sign-in could not continue');
    expect(page).not.toMatch(/at \w+ \(|node_modules|stack/i);
  });
});
