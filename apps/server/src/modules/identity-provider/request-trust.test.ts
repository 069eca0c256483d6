import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedProviderApp, type EmbeddedProviderApp } from '../../test/oidc-embedded.js';

const FORGED = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

async function discovery(running: EmbeddedProviderApp, headers: Record<string, string>) {
  const response = await fetch(`${running.issuer}/.well-known/openid-configuration`, { headers });
  const document = (await response.json()) as Record<string, unknown>;
  return { response, document };
}

describe('embedded identity provider: what it believes of a request', () => {
  let direct: EmbeddedProviderApp;
  let proxied: EmbeddedProviderApp;
  beforeAll(async () => {
    direct = await startEmbeddedProviderApp();
    // The test client connects from 127.0.0.1: here that is the configured proxy.
    proxied = await startEmbeddedProviderApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await direct.subject.close();
    await proxied.subject.close();
  });

  it('ignores X-Forwarded-Host/-Proto from a client when no proxy is trusted', async () => {
    const { response, document } = await discovery(direct, FORGED);
    expect(response.status).toBe(200);
    expect(JSON.stringify(document)).not.toContain('evil.example');
    expect(document.authorization_endpoint).toBe(`${direct.issuer}/auth`);
    expect(document.token_endpoint).toBe(`${direct.issuer}/token`);
  });

  it('believes them from a configured proxy', async () => {
    const { document } = await discovery(proxied, FORGED);
    expect(document.authorization_endpoint).toBe('https://evil.example/idp/auth');
  });

  it('gives discovery and the key set explicit cache headers', async () => {
    const { response } = await discovery(direct, {});
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const jwks = await fetch(`${direct.issuer}/jwks`);
    expect(jwks.status).toBe(200);
    expect(jwks.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a token preflight from another origin without CORS headers, as the token request itself', async () => {
    const preflight = (origin: string) =>
      fetch(`${direct.issuer}/token`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-methods')).toBeNull();
    const own = await preflight(direct.baseUrl);
    expect(own.headers.get('access-control-allow-origin')).toBe(direct.baseUrl);
  });
});
