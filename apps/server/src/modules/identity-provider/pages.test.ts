import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../test/oidc-cookie-jar.js';
import { startEmbeddedProviderApp, type EmbeddedProviderApp } from '../../test/oidc-embedded.js';
import { escapeHtml } from './html.js';

const HOSTILE = '"><script>alert(1)</script><img src=x onerror=alert(2)>';

describe('embedded identity provider: its pages', () => {
  let running: EmbeddedProviderApp;
  beforeAll(async () => {
    running = await startEmbeddedProviderApp({
      UNIVERSITY_NAME_EN: 'Test Valley University',
      UNIVERSITY_NAME_AR: 'جامعة وادي الاختبار',
    });
  });
  afterAll(() => running.subject.close());

  /** Starts an authorization request and follows it to the sign-in page, as a browser would. */
  async function openSignInPage(params: Record<string, string> = {}) {
    const jar = new CookieJar();
    const authorization = new URL(`${running.issuer}/auth`);
    authorization.search = new URLSearchParams({
      client_id: 'student-portal',
      redirect_uri: running.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
      code_challenge_method: 'S256',
      ...params,
    }).toString();
    const started = await fetch(authorization, { redirect: 'manual' });
    jar.store(authorization, started);
    expect(started.status).toBe(303);
    const pageUrl = new URL(started.headers.get('location') ?? '', authorization);
    const response = await fetch(pageUrl, { headers: { cookie: jar.header(pageUrl) ?? '' } });
    return { pageUrl, response, html: await response.text() };
  }

  it('shows a self-contained, labelled sign-in form in the university’s name', async () => {
    const { pageUrl, response, html } = await openSignInPage();

    expect(pageUrl.pathname).toMatch(/^\/idp\/interaction\/[\w-]+$/);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('Test Valley University');
    expect(html).toContain('<p class="name-ar" lang="ar" dir="rtl">جامعة وادي الاختبار</p>');
    expect(html).toContain('<label for="email">University email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('autocomplete="username"');
    expect(html).toContain('autocomplete="current-password"');
    expect(html).toContain('name="viewport"');
    // Nothing is loaded from elsewhere, and there is no script at all.
    expect(html).not.toMatch(/<script|<link|@import|src=|url\(/i);
  });

  it('escapes a hostile login_hint instead of rendering it', async () => {
    const { html } = await openSignInPage({ login_hint: HOSTILE });

    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain(`value="${escapeHtml(HOSTILE)}"`);
  });

  it('reflects nothing of a hostile interaction id and explains that the sign-in expired', async () => {
    const response = await fetch(`${running.issuer}/interaction/${encodeURIComponent(HOSTILE)}`);
    const html = await response.text();

    expect(response.status).toBe(400);
    expect(html).toContain('This sign-in has expired');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('alert');
    expect(html).toContain(`href="${escapeHtml(`${running.baseUrl}/`)}"`);
  });

  it('refuses a form posted without the interaction cookie (another site, another browser)', async () => {
    const { pageUrl } = await openSignInPage();
    const response = await fetch(`${pageUrl.href}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=someone%40test.edu.eg&password=Portal%402026',
      redirect: 'manual',
    });

    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('This sign-in has expired');
  });

  it('answers a malformed form with a page, not a stack trace', async () => {
    const { pageUrl } = await openSignInPage();
    const response = await fetch(`${pageUrl.href}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${'a'.repeat(20_000)}`,
    });

    expect(response.status).toBe(413);
    const html = await response.text();
    expect(html).toContain('Sign-in could not continue');
    expect(html).not.toMatch(/FST_|Error:/);
  });
});
