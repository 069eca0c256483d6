import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import type { AccountDirectory } from './accounts.js';
import type { Branding } from './html.js';
import { messagePage, signInPage, WRONG_CREDENTIALS } from './pages.js';

/** What the interaction pages need, independent of the HTTP framework that serves them. */
export interface InteractionSetup {
  provider: Provider;
  accounts: AccountDirectory;
  branding: Branding;
  clientName: string;
  /** Absolute path of the interaction pages (as in the provider's `interactions.url`). */
  interactionPath: string;
  portalUrl: string;
}

export type InteractionOutcome =
  | { kind: 'page'; status: number; html: string; signIn?: 'refused' }
  | { kind: 'redirect'; location: string; signIn?: 'accepted' };

// Beyond any real address or password; also keeps argon2 from hashing megabytes on request.
const MAX_EMAIL = 254;
const MAX_PASSWORD = 1024;

/** GET of the interaction page: the sign-in form, or straight on when only (skipped) consent is pending. */
export async function showInteraction(
  setup: InteractionSetup,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
): Promise<InteractionOutcome> {
  const interaction = await currentInteraction(setup, req, res, uid);
  if (!interaction) return expired(setup);
  if (interaction.prompt.name === 'login') {
    const hint = interaction.params.login_hint;
    const email = typeof hint === 'string' && hint.length <= MAX_EMAIL ? hint : undefined;
    return { kind: 'page', status: 200, html: signInForm(setup, uid, { email }) };
  }
  if (interaction.prompt.name === 'consent') {
    // Asked for explicitly (prompt=consent): the first-party grant covers it, so confirm without asking.
    const location = await setup.provider.interactionResult(req, res, { consent: {} });
    return { kind: 'redirect', location };
  }
  return expired(setup);
}

/** POST of the sign-in form. */
export async function submitSignIn(
  setup: InteractionSetup,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
  form: URLSearchParams,
): Promise<InteractionOutcome> {
  const interaction = await currentInteraction(setup, req, res, uid);
  if (interaction?.prompt.name !== 'login') return expired(setup);
  const email = (form.get('email') ?? '').trim().slice(0, MAX_EMAIL);
  const password = form.get('password') ?? '';
  const account =
    email && password && password.length <= MAX_PASSWORD
      ? await setup.accounts.authenticate(email, password)
      : undefined;
  if (!account) {
    const html = signInForm(setup, uid, { email, error: WRONG_CREDENTIALS });
    return { kind: 'page', status: 401, html, signIn: 'refused' };
  }
  // Transient session: the provider's cookie ends with the browser, which suits shared lab computers.
  const location = await setup.provider.interactionResult(req, res, {
    login: { accountId: account.accountId, amr: ['pwd'], remember: false },
  });
  return { kind: 'redirect', location, signIn: 'accepted' };
}

function signInForm(
  setup: InteractionSetup,
  uid: string,
  values: { email?: string; error?: string },
): string {
  return signInPage(setup.branding, {
    action: `${setup.interactionPath}/${encodeURIComponent(uid)}/login`,
    clientName: setup.clientName,
    ...values,
  });
}

/**
 * The interaction this browser is in, if it is the one in the URL. The interaction cookie is the proof:
 * without it (expired, another browser, a forged cross-site post) there is nothing to continue.
 */
async function currentInteraction(
  setup: InteractionSetup,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
): Promise<Interaction | undefined> {
  try {
    const interaction = await setup.provider.interactionDetails(req, res);
    return interaction.uid === uid ? interaction : undefined;
  } catch (error) {
    // By name: the class lives in oidc-provider, which is loaded lazily (load-oidc-provider.ts).
    if (error instanceof Error && error.name === 'SessionNotFound') return undefined;
    throw error;
  }
}

function expired(setup: InteractionSetup): InteractionOutcome {
  const html = messagePage(setup.branding, {
    title: 'This sign-in has expired',
    text: 'Sign-in pages are valid for ten minutes and only in the browser that opened them. Go back to the portal and sign in again.',
    back: setup.portalUrl,
  });
  return { kind: 'page', status: 400, html };
}
