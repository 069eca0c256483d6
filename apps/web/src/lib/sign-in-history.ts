/*
 * Back must never show the provider's pages again (its sign-in form answers "This sign-in has expired").
 * Leaving for the provider replaces the login entry; coming back, the landing entry becomes a guard in
 * front of whatever entries the provider added (a form, a retyped password…) and the app continues on a
 * fresh entry above it. Back onto the guard jumps over the provider's entries to the page before sign-in,
 * or, when there is none (an installed app opened on the login page), stays in the app.
 */

const BEFORE_SIGN_IN = 'portal.entriesBeforeSignIn';

interface Guard {
  portalSignInGuard: number;
}

function isGuard(state: unknown): state is Guard {
  return (
    typeof state === 'object' &&
    state !== null &&
    'portalSignInGuard' in state &&
    typeof state.portalSignInGuard === 'number'
  );
}

/** Before leaving for the provider: how many entries the tab has before the login page. */
export function rememberHistoryBeforeSignIn(): void {
  window.sessionStorage.setItem(BEFORE_SIGN_IN, String(window.history.length - 1));
}

/** Back from the provider, signed in: guard its entries and go on at `landing` on an entry of the app's. */
export function guardProviderPages(landing: string): void {
  const before = Number(window.sessionStorage.getItem(BEFORE_SIGN_IN) ?? Number.NaN);
  window.sessionStorage.removeItem(BEFORE_SIGN_IN);
  const here = window.history.length - 1;
  // From this entry to the last one before sign-in; 0 when nothing came before it.
  const steps = Number.isInteger(before) && before > 0 ? here - before + 1 : 0;
  window.history.replaceState({ portalSignInGuard: steps } satisfies Guard, '', landing);
  window.history.pushState(null, '', landing);
}

/**
 * Installed at start-up, before the router listens: the router never sees the guard entry, since what Back
 * does there is leave past the provider's pages (or stay).
 */
export function watchSignInGuard(): void {
  window.addEventListener('popstate', (event) => {
    const state: unknown = event.state;
    if (!isGuard(state)) return;
    event.stopImmediatePropagation();
    if (state.portalSignInGuard > 0) window.history.go(-state.portalSignInGuard);
    else window.history.forward();
  });
}
