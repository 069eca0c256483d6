import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { CookieJar } from './oidc-cookie-jar.js';

export interface PasswordSignIn {
  issuer: string;
  clientId: string;
  redirectUri: string;
  email: string;
  password: string;
  /** Replaces the global fetch, e.g. to spread the steps over several server instances. */
  fetch?: typeof fetch;
  /** Extra authorization request parameters (login_hint, prompt…). */
  params?: Record<string, string>;
  /** The browser's cookies; pass the same jar again to continue its session (single sign-on, sign-out). */
  jar?: CookieJar;
}

export interface SignInTokens {
  idToken: string;
  accessToken: string;
  /** The nonce sent with the authorization request; the ID token must carry it back. */
  nonce: string;
}

/** The provider refused the sign-in (wrong password, or an error sent back to the redirect URI). */
export class SignInRefused extends Error {}

export { CookieJar };

const discoverySchema = z.object({ authorization_endpoint: z.url(), token_endpoint: z.url() });
const tokenSchema = z.object({ id_token: z.string(), access_token: z.string() });
const MAX_HOPS = 10;

/**
 * The whole authorization-code flow with PKCE, as a browser and the portal's web app would run it, over
 * real HTTP: authorization request, the provider's sign-in form, the redirect back with a code, and the
 * code exchange at the token endpoint.
 */
export async function signInWithPassword(options: PasswordSignIn): Promise<SignInTokens> {
  const http = options.fetch ?? fetch;
  const jar = options.jar ?? new CookieJar();
  const issuer = options.issuer.replace(/\/+$/, '');
  const discovery = discoverySchema.parse(
    await (await http(`${issuer}/.well-known/openid-configuration`)).json(),
  );
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  const authorization = new URL(discovery.authorization_endpoint);
  const query = {
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...options.params,
  };
  for (const [name, value] of Object.entries(query)) authorization.searchParams.set(name, value);

  const target = new URL(options.redirectUri);
  // The redirect URI may be a prefix of the provider's own URLs (http://host/ and http://host/idp/…).
  const isRedirectBack = (url: URL) => url.origin === target.origin && url.pathname === target.pathname;

  const visit = async (url: URL, init: RequestInit = {}): Promise<{ url: URL; response: Response }> => {
    let current = url;
    let request = init;
    for (let hop = 0; hop < MAX_HOPS; hop += 1) {
      if (isRedirectBack(current)) return { url: current, response: new Response(null) };
      const headers = new Headers(request.headers);
      const cookie = jar.header(current);
      if (cookie) headers.set('cookie', cookie);
      const response = await http(current, { ...request, headers, redirect: 'manual' });
      jar.store(current, response);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url: current, response };
      current = new URL(location, current);
      request = {};
    }
    throw new Error(`more than ${MAX_HOPS} redirects from ${url.href}`);
  };

  let landed = await visit(authorization);
  if (!isRedirectBack(landed.url)) {
    const page = await landed.response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`no sign-in form at ${landed.url.href} (HTTP ${landed.response.status})`);
    landed = await visit(new URL(decodeEntities(action), landed.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: options.email, password: options.password }).toString(),
    });
    if (!isRedirectBack(landed.url)) {
      const answer = await landed.response.text();
      const message = /role="alert">([^<]*)</.exec(answer)?.[1];
      throw new SignInRefused(
        `sign-in refused (HTTP ${landed.response.status}): ${message ? decodeEntities(message) : 'no message'}`,
      );
    }
  }

  const back = landed.url.searchParams;
  const error = back.get('error');
  if (error) throw new SignInRefused(`sign-in refused: ${error} (${back.get('error_description') ?? ''})`);
  if (back.get('state') !== state) throw new Error('the state came back changed');
  const code = back.get('code');
  if (!code) throw new Error(`no code in ${landed.url.href}`);

  const tokenResponse = await http(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: options.redirectUri,
      client_id: options.clientId,
      code_verifier: verifier,
    }).toString(),
  });
  if (!tokenResponse.ok)
    throw new Error(`token endpoint answered HTTP ${tokenResponse.status}: ${await tokenResponse.text()}`);
  const tokens = tokenSchema.parse(await tokenResponse.json());
  return { idToken: tokens.id_token, accessToken: tokens.access_token, nonce };
}

/** Undoes the HTML escaping of an attribute or text (numeric and the common named entities). */
export function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return named[entity.toLowerCase()] ?? whole;
  });
}
