import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { inlineScriptHashes } from './security-headers.js';

const SHELL_SCRIPT = "document.documentElement.dir = 'rtl';";
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only, exactly as the browser does', () => {
    const html = `<script>${SHELL_SCRIPT}</script><script type="module" src="/assets/x.js"></script><script type="module">import '/a.js';</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(SHELL_SCRIPT), sha256("import '/a.js';")]);
  });
});

describe('security headers', () => {
  let subject: TestApp;
  let https: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
    writeFileSync(join(webDist, 'index.html'), `<!doctype html><script>${SHELL_SCRIPT}</script><p>shell</p>`);
    subject = await buildTestApp({ WEB_DIST: webDist });
    https = await buildTestApp({ PUBLIC_URL: 'https://portal.test.edu.eg' });
  });
  afterAll(async () => {
    await subject.close();
    await https.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('sends nosniff, no framing, no referrer and a script policy without unsafe-inline on API answers', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/Portal/GetAppConfiguration' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toContain("'self'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it("allows the web app's inline shell script by its hash, computed from the served index.html", async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(directives(response.headers['content-security-policy']).get('script-src')).toEqual([
      "'self'",
      sha256(SHELL_SCRIPT),
    ]);
  });

  it('sends HSTS only when the portal is reached over https', async () => {
    const response = await https.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it("leaves the identity provider's pages their own policy, and still sends nosniff there", async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/idp/.well-known/openid-configuration',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('refuses a body over the 1 MiB limit with a 413 envelope', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/account/AdminLogin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userName: 'x'.repeat(1024 * 1024), Pass: 'x' }),
    });
    expect(response.statusCode).toBe(413);
    expect(errorEnvelope.parse(response.json()).Status).toBe('413');
  });
});
