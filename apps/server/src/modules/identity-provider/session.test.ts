import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent } from '../../test/factories.js';
import { startEmbeddedProviderApp, type EmbeddedProviderApp } from '../../test/oidc-embedded.js';
import { CookieJar, decodeEntities, signInWithPassword } from '../../test/oidc-flow.js';

describe('embedded identity provider: the session at the provider', () => {
  let running: EmbeddedProviderApp;
  let studentId: number;
  beforeAll(async () => {
    running = await startEmbeddedProviderApp();
    const student = await buildStudent(running.subject.database.handle.db, {
      email: 'single.sign@test.edu.eg',
    });
    studentId = student.id;
  });
  afterAll(() => running.subject.close());

  const signIn = (jar: CookieJar, password: string, params?: Record<string, string>) =>
    signInWithPassword({
      issuer: running.issuer,
      clientId: 'student-portal',
      redirectUri: running.redirectUri,
      email: 'single.sign@test.edu.eg',
      password,
      jar,
      ...(params ? { params } : {}),
    });

  it('signs the same browser in again without the form, until it signs out at the provider', async () => {
    const jar = new CookieJar();
    const first = await signIn(jar, 'Portal@2026');

    // No form is shown the second time, so the (wrong) password is never asked for.
    const again = await signIn(jar, 'not asked');
    expect(decodeJwt(again.idToken)).toMatchObject({ sub: `student-${studentId}`, nonce: again.nonce });

    // RP-initiated logout: the provider asks, the browser confirms, and it goes back to the portal.
    const endSession = new URL(`${running.issuer}/session/end`);
    endSession.search = new URLSearchParams({
      id_token_hint: first.idToken,
      post_logout_redirect_uri: running.redirectUri,
    }).toString();
    const asked = await fetch(endSession, { headers: { cookie: jar.header(endSession) ?? '' } });
    const page = await asked.text();
    expect(asked.status).toBe(200);
    expect(page).toContain('Sign out?');
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const confirmUrl = new URL(decodeEntities(action), endSession);
    const confirmed = await fetch(confirmUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: jar.header(confirmUrl) ?? '',
      },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
      redirect: 'manual',
    });
    jar.store(confirmUrl, confirmed);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(running.redirectUri);

    await expect(signIn(jar, 'not asked')).rejects.toThrow(/email or password is incorrect/);
  });

  it('asks for the password again on prompt=login, and never shows a consent screen, even on prompt=consent', async () => {
    const jar = new CookieJar();
    await signIn(jar, 'Portal@2026');

    await expect(signIn(jar, 'wrong', { prompt: 'login' })).rejects.toThrow(/email or password is incorrect/);
    const again = await signIn(jar, 'Portal@2026', { prompt: 'login' });
    const consented = await signIn(jar, 'not asked', { prompt: 'consent' });
    expect(decodeJwt(consented.idToken).sub).toBe(decodeJwt(again.idToken).sub);
  });
});
