import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';

const ALLOWED = 'https://app.ndu.edu.eg';

describe('CORS allow-list', () => {
  let configured: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    configured = await buildTestApp({ CORS_ORIGINS: `${ALLOWED}, https://other.ndu.edu.eg` });
    closed = await buildTestApp();
  });
  afterAll(async () => {
    await configured.close();
    await closed.close();
  });

  const preflight = (subject: TestApp, origin: string, headers = 'authorization') =>
    subject.app.inject({
      method: 'OPTIONS',
      url: '/api/Portal/GetImpersonationHistory',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': headers,
      },
    });

  it('answers a preflight from a listed origin, allowing the Authorization header but no cookies', async () => {
    const response = await preflight(configured, ALLOWED);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(response.headers['access-control-allow-headers'])).toContain('authorization');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('allows every header the web app sends: its language and the spec §7 headers', async () => {
    const sent = [
      'authorization',
      'content-type',
      'accept-language',
      'mobplatform',
      'acceptmob',
      'advblk',
      'advcalender',
    ];
    const response = await preflight(configured, ALLOWED, sent.join(','));
    expect(response.statusCode).toBe(204);
    const allowed = String(response.headers['access-control-allow-headers']).split(/,\s*/);
    for (const header of sent) expect(allowed).toContain(header);
  });

  it('gives an unlisted origin no CORS headers, on preflight or on the call itself', async () => {
    const response = await preflight(configured, 'https://evil.example.com');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const call = await configured.app.inject({
      method: 'GET',
      url: '/api/Portal/GetAppConfiguration',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(call.statusCode).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps the same-origin rule when CORS_ORIGINS is unset', async () => {
    const response = await preflight(closed, ALLOWED);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.statusCode).toBe(404);
  });
});
