import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startExternalProvider, type ExternalProvider } from '../../test/oidc-external.js';
import { signInWithPassword } from '../../test/oidc-flow.js';

const CLIENT_ID = 'portal-at-other-university';
const REDIRECT_URI = 'http://127.0.0.1:9/';

describe('test helper: an external identity provider', () => {
  let external: ExternalProvider;
  beforeAll(async () => {
    external = await startExternalProvider({
      accounts: [
        { email: 'Visiting.Student@other.edu', password: 'correct horse', name: 'Visiting Student' },
      ],
      clientId: CLIENT_ID,
      redirectUri: REDIRECT_URI,
    });
  });
  afterAll(() => external.close());

  it('signs its own accounts in; the token verifies against the JWKS its discovery document names', async () => {
    const tokens = await signInWithPassword({
      issuer: external.issuer,
      clientId: CLIENT_ID,
      redirectUri: REDIRECT_URI,
      email: 'visiting.student@other.edu',
      password: 'correct horse',
    });

    const discovery = z
      .object({ issuer: z.string(), jwks_uri: z.url() })
      .parse(await (await fetch(`${external.issuer}/.well-known/openid-configuration`)).json());
    expect(discovery.issuer).toBe(external.issuer);
    const { payload } = await jwtVerify(tokens.idToken, createRemoteJWKSet(new URL(discovery.jwks_uri)), {
      issuer: external.issuer,
      audience: CLIENT_ID,
    });
    expect(payload).toMatchObject({
      sub: 'ext-1',
      email: 'visiting.student@other.edu',
      email_verified: true,
      name: 'Visiting Student',
      nonce: tokens.nonce,
    });
  });

  it('refuses a wrong password', async () => {
    await expect(
      signInWithPassword({
        issuer: external.issuer,
        clientId: CLIENT_ID,
        redirectUri: REDIRECT_URI,
        email: 'visiting.student@other.edu',
        password: 'wrong horse',
      }),
    ).rejects.toThrow(/The email or password is incorrect/);
  });
});
