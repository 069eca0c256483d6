import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, portalSession } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStudent } from '../../test/factories.js';
import { startEmbeddedProviderApp, type EmbeddedProviderApp } from '../../test/oidc-embedded.js';
import { startExternalProvider, type ExternalProvider } from '../../test/oidc-external.js';
import { signInWithPassword } from '../../test/oidc-flow.js';

const DEMO_PASSWORD = 'Portal@2026';
const sessionEnvelope = envelope(portalSession.nullable());

async function exchange(subject: TestApp, idToken: string, path = '/api/account/NewLogin') {
  const query = new URLSearchParams({
    provider: 'university',
    externalAccessToken: idToken,
    isMobile: '0',
    platform: '2',
  });
  const response = await subject.app.inject({
    method: 'GET',
    url: `${path}?${query.toString()}`,
    headers: { mobplatform: '3' },
  });
  return sessionEnvelope.parse(response.json());
}

describe('GET /api/account/NewLogin with the embedded provider', () => {
  let portal: EmbeddedProviderApp;
  beforeAll(async () => {
    portal = await startEmbeddedProviderApp({ DEMO_PASSWORD });
  });
  afterAll(() => portal.subject.close());

  const signIn = (email: string) =>
    signInWithPassword({
      issuer: portal.issuer,
      clientId: 'student-portal',
      redirectUri: portal.redirectUri,
      email,
      password: DEMO_PASSWORD,
    });

  it('turns a demo student’s sign-in into a portal token that opens student routes', async () => {
    const student = await buildStudent(portal.subject.database.handle.db);
    const { idToken } = await signIn(student.email);
    const body = await exchange(portal.subject, idToken);
    expect(body.Status).toBe('200');
    expect(body.ReturnObject).toMatchObject({
      userName: student.email,
      Role: 'student',
      DisplayName: student.nameEn,
    });
    const history = await portal.subject.app.inject({
      method: 'GET',
      url: '/api/Portal/GetImpersonationHistory',
      headers: { authorization: `Bearer ${body.ReturnObject?.access_token ?? ''}` },
    });
    expect(history.statusCode).toBe(200);
  });

  it('answers the legacy ObtainLocalAccessToken the same way', async () => {
    const student = await buildStudent(portal.subject.database.handle.db);
    const { idToken } = await signIn(student.email);
    expect((await exchange(portal.subject, idToken, '/api/account/ObtainLocalAccessToken')).Status).toBe(
      '200',
    );
  });

  it('refuses a suspended student with a message and no token', async () => {
    const student = await buildStudent(portal.subject.database.handle.db, { status: 'suspended' });
    const { idToken } = await signIn(student.email);
    const body = await exchange(portal.subject, idToken);
    expect(body).toMatchObject({ Status: '403', ReturnObject: null });
    expect(body.Message).toMatch(/suspended/);
  });

  it('refuses an ID token from the right provider for another client', async () => {
    const student = await buildStudent(portal.subject.database.handle.db);
    const { accessToken } = await signIn(student.email);
    // The provider's access token is not an ID token for this portal: never accepted in its place.
    expect((await exchange(portal.subject, accessToken)).Status).toBe('403');
  });
});

describe('GET /api/account/NewLogin with an external provider (OIDC_ISSUER)', () => {
  let external: ExternalProvider;
  let subject: TestApp;
  const redirectUri = 'http://127.0.0.1:9/';

  beforeAll(async () => {
    external = await startExternalProvider({
      clientId: 'portal-at-other-university',
      redirectUri,
      accounts: [
        { email: 'mona.adel@other.example.edu', password: 'Other#Pass1', name: 'Mona Adel' },
        { email: 'walk.in@other.example.edu', password: 'Other#Pass2', name: 'Walk In' },
      ],
    });
    subject = await buildTestApp({
      OIDC_ISSUER: external.issuer,
      OIDC_CLIENT_ID: 'portal-at-other-university',
    });
  });
  afterAll(async () => {
    await subject.close();
    await external.close();
  });

  const signIn = (email: string, password: string) =>
    signInWithPassword({
      issuer: external.issuer,
      clientId: 'portal-at-other-university',
      redirectUri,
      email,
      password,
    });

  it('turns the external sign-in into a portal session for the enrolled student', async () => {
    const student = await buildStudent(subject.database.handle.db, { email: 'mona.adel@other.example.edu' });
    const { idToken } = await signIn('mona.adel@other.example.edu', 'Other#Pass1');
    const body = await exchange(subject, idToken);
    expect(body.Status).toBe('200');
    expect(body.ReturnObject).toMatchObject({ userName: student.email, Role: 'student' });
  });

  it('turns the embedded provider off', async () => {
    const discovery = await subject.app.inject({
      method: 'GET',
      url: '/idp/.well-known/openid-configuration',
    });
    expect(discovery.statusCode).toBe(404);
  });

  it('refuses an external account that is no enrolled student', async () => {
    const { idToken } = await signIn('walk.in@other.example.edu', 'Other#Pass2');
    const body = await exchange(subject, idToken);
    expect(body).toMatchObject({ Status: '403', ReturnObject: null });
    expect(body.Message).toMatch(/^No enrolled student uses walk\.in@other\.example\.edu/);
  });
});
