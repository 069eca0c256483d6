import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { sharedSecrets, signingKeys } from '../../platform/auth/schema.js';
import { buildStudent } from '../../test/factories.js';
import { freePort, startEmbeddedProviderApp, type EmbeddedProviderApp } from '../../test/oidc-embedded.js';
import { signInWithPassword } from '../../test/oidc-flow.js';
import { embeddedIdpKeySet } from './keys.js';

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  jwks_uri: z.string(),
  code_challenge_methods_supported: z.array(z.string()),
  scopes_supported: z.array(z.string()),
  claims_supported: z.array(z.string()),
  id_token_signing_alg_values_supported: z.array(z.string()),
});
const jwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

describe('embedded identity provider: discovery, keys and several instances', () => {
  let first: EmbeddedProviderApp;
  let second: FastifyInstance;
  let secondPort: number;
  beforeAll(async () => {
    first = await startEmbeddedProviderApp();
    // A second instance of the portal on the same database, as behind a load balancer (a "rebuild"), which
    // believes the balancer's X-Forwarded-* headers (TRUST_PROXY: the test's requests come from loopback).
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: first.baseUrl,
      TRUST_PROXY: 'loopback',
    });
    second = await buildApp({ config, database: first.subject.database.handle, logger: false });
    secondPort = await freePort();
    await second.listen({ port: secondPort, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.close();
    await first.subject.close();
  });

  it('publishes a discovery document under /idp and the public half of its key', async () => {
    const response = await fetch(`${first.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = discoverySchema.parse(await response.json());
    expect(discovery).toMatchObject({
      issuer: first.issuer,
      authorization_endpoint: `${first.issuer}/auth`,
      token_endpoint: `${first.issuer}/token`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(discovery.claims_supported).toEqual(
      expect.arrayContaining(['sub', 'email', 'email_verified', 'name']),
    );
    expect(discovery.id_token_signing_alg_values_supported).toContain('RS256');

    const jwks = jwksSchema.parse(await (await fetch(discovery.jwks_uri)).json());
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kid: 'idp-1', kty: 'RSA', alg: 'RS256', use: 'sig' });
    // Only the public half is published.
    for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(jwks.keys[0]).not.toHaveProperty(secret);
  });

  it('keeps one key pair and one cookie key across instances and rebuilds', async () => {
    const { db } = first.subject.database.handle;
    const keys = await db.select().from(signingKeys).where(eq(signingKeys.purpose, 'idp'));
    expect(keys.map((key) => key.kid)).toEqual(['idp-1']);
    expect(
      await db.select().from(sharedSecrets).where(eq(sharedSecrets.name, 'idp-cookie-key')),
    ).toHaveLength(1);

    const secondJwks = jwksSchema.parse(
      await (await fetch(`http://127.0.0.1:${secondPort}/idp/jwks`)).json(),
    );
    expect(secondJwks.keys.map((key) => key.kid)).toEqual(['idp-1']);
  });

  it('lets a sign-in hop between instances at every step, and both vouch for the token', async () => {
    const { db } = first.subject.database.handle;
    await buildStudent(db, { email: 'hop.between@test.edu.eg' });
    const firstHost = new URL(first.baseUrl).host;
    let request = 0;
    // Every other request goes to the second instance, which sees the public host in X-Forwarded-Host
    // as it would behind a load balancer; nothing but the database carries state from one to the other.
    const alternating: typeof fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input);
      request += 1;
      if (request % 2 === 0 && url.host === firstHost) {
        url.port = String(secondPort);
        const headers = new Headers(init?.headers);
        headers.set('x-forwarded-host', firstHost);
        headers.set('x-forwarded-proto', 'http');
        return fetch(url, { ...init, headers });
      }
      return fetch(url, init);
    };

    const tokens = await signInWithPassword({
      issuer: first.issuer,
      clientId: 'student-portal',
      redirectUri: first.redirectUri,
      email: 'hop.between@test.edu.eg',
      password: 'Portal@2026',
      fetch: alternating,
    });

    expect(request).toBeGreaterThanOrEqual(6);
    expect(decodeProtectedHeader(tokens.idToken).kid).toBe('idp-1');
    const viaDatabase = await jwtVerify(tokens.idToken, embeddedIdpKeySet(db), {
      issuer: first.issuer,
      audience: 'student-portal',
    });
    const viaSecondJwks = await jwtVerify(
      tokens.idToken,
      createRemoteJWKSet(new URL(`http://127.0.0.1:${secondPort}/idp/jwks`)),
      { issuer: first.issuer, audience: 'student-portal' },
    );
    expect(viaSecondJwks.payload.sub).toBe(viaDatabase.payload.sub);
    expect(viaDatabase.payload.nonce).toBe(tokens.nonce);
  });
});
