import type { JWK } from 'jose';
import type Provider from 'oidc-provider';
import type { AdapterFactory, Grant, KoaContextWithOIDC } from 'oidc-provider';
import type { AccountDirectory } from './accounts.js';
import { PAGE_HEADERS, type Branding } from './html.js';
import { loadOidcProvider } from './load-oidc-provider.js';
import { messagePage, signedOutPage, signOutPage } from './pages.js';

const HOUR = 60 * 60;

export interface ProviderSetup {
  issuer: string;
  /** The one client: a public single-page app using the authorization code flow with PKCE. */
  client: { clientId: string; clientName: string; redirectUris: string[] };
  accounts: AccountDirectory;
  /** Storage; the embedded provider uses the database so every instance shares sessions and codes. */
  adapter: AdapterFactory;
  /** Private JWKs, the signing key first. */
  signingKeys: JWK[];
  cookieKeys: string[];
  /** Absolute path of the interaction pages; `/<uid>` is appended. */
  interactionPath: string;
  branding: Branding;
  /** Where "Back to the portal" links go. */
  portalUrl: string;
  /** Distinct names keep two providers on one host (ports do not separate cookies) from clashing. */
  cookiePrefix?: string;
}

/**
 * An OpenID Connect provider with exactly what the portal needs: sign-in by password at our own pages,
 * ID tokens carrying email and name, no consent screen for the university's own app, pages that show
 * no internals. Shared by the embedded provider and the test suite's "external" one.
 */
export async function createProvider(setup: ProviderSetup): Promise<Provider> {
  const { default: Provider } = (await loadOidcProvider()).module;
  const prefix = setup.cookiePrefix ?? '';
  const issuerPath = new URL(setup.issuer).pathname.replace(/\/$/, '') || '/';
  const { clientId, clientName, redirectUris } = setup.client;
  const provider = new Provider(setup.issuer, {
    adapter: setup.adapter,
    clients: [
      {
        client_id: clientId,
        client_name: clientName,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: redirectUris,
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: setup.signingKeys },
    cookies: {
      keys: setup.cookieKeys,
      names: {
        session: `${prefix}_session`,
        interaction: `${prefix}_interaction`,
        resume: `${prefix}_resume`,
      },
      // The session cookie is only ever needed by the provider's own endpoints.
      long: { httpOnly: true, sameSite: 'lax', path: issuerPath },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Put email and name into the ID token itself (by default they would only come from userinfo):
    // the portal reads them from the ID token it exchanges.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => {
      const account = await setup.accounts.find(sub);
      if (!account) return undefined;
      return {
        accountId: account.accountId,
        claims: () => ({
          sub: account.accountId,
          email: account.email,
          email_verified: true,
          name: account.name,
        }),
      };
    },
    pkce: { required: () => true },
    ttl: {
      Session: 8 * HOUR,
      Grant: 8 * HOUR,
      Interaction: 10 * 60,
      AuthorizationCode: 60,
      IdToken: HOUR,
      AccessToken: HOUR,
    },
    interactions: { url: (_ctx, interaction) => `${setup.interactionPath}/${interaction.uid}` },
    loadExistingGrant: (ctx) => grantForFirstParty(ctx, clientId),
    clientBasedCORS: (_ctx, origin, client) =>
      (client.redirectUris ?? []).some((uri) => URL.parse(uri)?.origin === origin),
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.set(PAGE_HEADERS);
          ctx.body = signOutPage(setup.branding, form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.set(PAGE_HEADERS);
          ctx.body = signedOutPage(setup.branding, setup.portalUrl);
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.set(PAGE_HEADERS);
      ctx.body = messagePage(setup.branding, {
        title: 'Sign-in could not continue',
        text: 'Something about this sign-in request was not right, or it took too long. Go back to the portal and sign in again.',
        detail: out.error_description ? `${out.error}: ${out.error_description}` : out.error,
        back: setup.portalUrl,
      });
    },
  });
  // The scheme, host and address come in X-Forwarded-* headers, which mount.ts sets from what Fastify
  // believed under TRUST_PROXY (never the client's own).
  provider.proxy = true;
  return provider;
}

/**
 * The portal is the university's own application, so asking students to "allow" it would be noise: the
 * grant is made (or widened) to exactly what the request asks for, and the consent prompt never shows.
 */
async function grantForFirstParty(
  ctx: KoaContextWithOIDC,
  firstPartyClientId: string,
): Promise<Grant | undefined> {
  const { client, session, account } = ctx.oidc;
  if (!client || !session || !account) return undefined;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
  if (client.clientId !== firstPartyClientId) return existing;
  const grant =
    existing ?? new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: account.accountId });
  grant.addOIDCScope(ctx.oidc.requestParamOIDCScopes);
  grant.addOIDCClaims(ctx.oidc.requestParamClaims);
  await grant.save();
  return grant;
}
