import { afterEach, describe, expect, it } from 'vitest';
import { appConfiguration, envelope } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';

describe('GET /api/Portal/GetAppConfiguration', () => {
  let subject: TestApp | undefined;
  afterEach(async () => {
    await subject?.close();
  });

  async function configuration(environment: Record<string, string>) {
    subject = await buildTestApp(environment);
    const response = await subject.app.inject({ method: 'GET', url: '/api/Portal/GetAppConfiguration' });
    return envelope(appConfiguration).parse(response.json()).ReturnObject;
  }

  it('tells the app the university, its links, and the embedded provider to sign in at', async () => {
    const facts = await configuration({
      PUBLIC_URL: 'https://portal.ndu.edu.eg',
      UNIVERSITY_NAME_EN: 'Nile Delta University',
      SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@ndu',
      BETA: 'true',
    });
    expect(facts.PortalUrl).toBe('https://portal.ndu.edu.eg');
    expect(facts.Identity).toEqual({
      Issuer: 'https://portal.ndu.edu.eg/idp',
      ClientId: 'student-portal',
      Scope: 'openid email profile',
    });
    expect(facts).toMatchObject({
      UniversityNameEn: 'Nile Delta University',
      Beta: true,
      TimeZone: 'Africa/Cairo',
      WeekStartsOn: 6,
    });
    expect(facts.Social.youtube).toBe('https://www.youtube.com/@ndu');
  });

  it('names the external provider when one is configured', async () => {
    const facts = await configuration({
      OIDC_ISSUER: 'https://login.microsoftonline.com/tenant-id/v2.0',
      OIDC_CLIENT_ID: '0f1e2d3c',
    });
    expect(facts.Identity.Issuer).toBe('https://login.microsoftonline.com/tenant-id/v2.0');
    expect(facts.Identity.ClientId).toBe('0f1e2d3c');
  });

  it('names the address sign-in returns to: PUBLIC_URL, or localhost on the port by default', async () => {
    expect((await configuration({ PORT: '8123' })).PortalUrl).toBe('http://localhost:8123');
    await subject?.close();
    expect((await configuration({ PUBLIC_URL: 'http://127.0.0.1:8123/' })).PortalUrl).toBe(
      'http://127.0.0.1:8123',
    );
  });
});
