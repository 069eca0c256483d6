import type { AppConfiguration, PortalSession } from '@portal/contract';
import { account } from '@portal/contract/calls';
import type { UserManager } from 'oidc-client-ts';
import { api, session } from '../../lib/api';
import { isApiError } from '../../lib/api-error';
import { guardProviderPages, rememberHistoryBeforeSignIn } from '../../lib/sign-in-history';

type Identity = AppConfiguration['Identity'];

/**
 * The provider redirects back to the app's root; the server registers exactly `<origin>/`. oidc-client-ts is
 * needed only on the way to and back from the provider, so it is loaded then instead of at every start-up.
 */
async function userManager(identity: Identity): Promise<UserManager> {
  const { UserManager, WebStorageStateStore } = await import('oidc-client-ts');
  const transient = new WebStorageStateStore({ store: window.sessionStorage });
  return new UserManager({
    authority: identity.Issuer,
    client_id: identity.ClientId,
    redirect_uri: `${window.location.origin}/`,
    response_type: 'code',
    scope: identity.Scope,
    // State and nonce live only for this tab's round trip; the portal's own token is what persists.
    stateStore: transient,
    userStore: transient,
  });
}

/** Leaves for the university's sign-in page (authorization code + PKCE S256, handled by oidc-client-ts). */
export async function startUniversitySignIn(identity: Identity): Promise<void> {
  // oidc-client-ts sends no nonce in the code flow unless given one; the portal requires it in the ID
  // token (replay protection), and the library checks the returned one against its stored state.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const nonce = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  const manager = await userManager(identity);
  rememberHistoryBeforeSignIn();
  // Replacing the login page's entry: Back from the app must not come back to a page that sent it away.
  await manager.signinRedirect({ nonce, redirectMethod: 'replace' });
}

/**
 * Ends the session at the university's provider too, so that on a shared computer the next person who
 * presses "Sign in" is asked for a password instead of entering the previous student's account. The
 * provider asks before signing out (no ID token is kept to skip its prompt) and returns to the app's
 * root, which opens on login. A provider without an end-session endpoint (Google) leaves its session on.
 */
export async function endUniversitySession(identity: Identity): Promise<void> {
  const manager = await userManager(identity);
  await manager.signoutRedirect({ post_logout_redirect_uri: `${window.location.origin}/` });
}

/** True when this page load is the provider's redirect back after signing out (`?state=…`, no code). */
export function isReturningFromSignOut(search: string = window.location.search): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && !params.has('code');
}

/** True when this page load is the provider's redirect back (`?code=…&state=…`). */
export function isReturningFromProvider(search: string = window.location.search): boolean {
  const params = new URLSearchParams(search);
  return params.has('code') && params.has('state');
}

/** Stores a portal session as spec §3's userToken plus the profile the shell needs. */
export function keepSession(portal: PortalSession): Promise<void> {
  return session.signIn(
    { access_token: portal.access_token, userName: portal.userName },
    { Role: portal.Role, Roles: portal.Roles, DisplayName: portal.DisplayName },
  );
}

/** What went wrong in a sign-in, for the login page: the server's message, or a translation key. */
export type SignInProblem =
  { message: string } | { key: 'login.failed' | 'errors.network' | 'errors.rateLimited' };

export function signInProblem(error: unknown): SignInProblem {
  if (isApiError(error)) {
    if (error.serverMessage) return { message: error.serverMessage };
    if (error.kind === 'network') return { key: 'errors.network' };
    if (error.httpStatus === 429) return { key: 'errors.rateLimited' };
  }
  return { key: 'login.failed' };
}

/** A problem found while completing the redirect at start-up, shown by the login page once. */
let pendingProblem: SignInProblem | undefined;
export function takePendingProblem(): SignInProblem | undefined {
  const problem = pendingProblem;
  pendingProblem = undefined;
  return problem;
}

/**
 * Completes the provider's redirect: exchanges the code (PKCE), trades the ID token for a portal session
 * (NewLogin), and cleans the URL so a reload does not replay the code. Lands on home, or on login with
 * the refusal (e.g. a suspended student).
 */
export async function completeUniversitySignIn(identity: Identity): Promise<void> {
  const manager = await userManager(identity);
  try {
    const user = await manager.signinRedirectCallback();
    if (!user.id_token) throw new Error('The provider sent no ID token');
    const portal = await api.call(account.newLogin, {
      query: { provider: 'university', externalAccessToken: user.id_token, isMobile: '0', platform: 2 },
    });
    await keepSession(portal);
    guardProviderPages('/#/home');
  } catch (error) {
    pendingProblem = signInProblem(error);
    window.history.replaceState(null, '', '/#/login');
  } finally {
    // The provider's tokens are not kept: the portal session is the only credential the app holds.
    await manager.removeUser().catch(() => undefined);
  }
}

/** Staff sign-in (AdminLogin by POST, so the password stays out of the URL). */
export async function staffSignIn(userName: string, password: string): Promise<PortalSession> {
  const portal = await api.call(account.adminLoginByPost, { body: { userName, Pass: password } });
  await keepSession(portal);
  return portal;
}
