/** Starts the app: Ionic, translations, the query client, then the first render. Loaded by main.ts. */
import { setupIonicReact } from '@ionic/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import {
  completeUniversitySignIn,
  isReturningFromProvider,
  isReturningFromSignOut,
} from './features/login/sign-in';
import { session } from './lib/api';
import { appConfigurationQueryOptions, connectServiceHosts } from './lib/app-configuration';
import { createI18n, currentLanguage } from './lib/i18n';
import { connectDevicePushRemoval } from './lib/push/push-removal';
import { createQueryClient } from './lib/query-client';
import { connectRegistrationViews } from './lib/registration-views';
import { watchSignInGuard } from './lib/sign-in-history';
import { startQueryPersistence } from './lib/query-client-persistence';
import { loadShellTranslations } from './lib/shell-translations';
import { startServiceWorker } from './lib/service-worker';
import { pageForPath } from './app/page-for-path';
import { HOME_PATH } from './lib/page-paths';

setupIonicReact();

const i18n = createI18n();
const queryClient = createQueryClient();
connectServiceHosts(queryClient);
connectRegistrationViews(queryClient);
watchSignInGuard();
connectDevicePushRemoval();
// Start the configuration request before React renders: the header and home page need it first. A failure
// is shown by the components that read it (their query keeps the error), so it is not handled here.
queryClient.query(appConfigurationQueryOptions()).catch(() => undefined);

// The landing page's code is already downloading (index.html preloads it); having it evaluated before the
// first render means React renders the page at once instead of a loading placeholder first.
// (Not a top-level await: that would make the bundler split the app into more chunks.)
async function render(container: HTMLElement): Promise<void> {
  // The stored token decides the first route (spec §4), so it is read before anything renders.
  await session.load().catch(() => undefined);
  if (isReturningFromProvider()) {
    // Without the configuration the code cannot be exchanged; the login page then shows the failure.
    await queryClient
      .query(appConfigurationQueryOptions())
      .then((configuration) => completeUniversitySignIn(configuration.Identity))
      .catch(() => {
        window.history.replaceState(null, '', '/#/login');
      });
  } else if (isReturningFromSignOut()) {
    // Back from the provider's sign-out: drop `?state=` so a reload is a plain visit to login.
    window.history.replaceState(null, '', '/#/login');
  }
  const landing = pageForPath(window.location.hash) ?? pageForPath(HOME_PATH);
  await Promise.all([
    // The shown language's strings (main.ts has had them fetching since the first paint). Should they fail
    // to arrive, the app still renders (showing keys) rather than leave the inline shell up with no way on.
    loadShellTranslations(currentLanguage(i18n)).catch(() => undefined),
    // A failed download is not fatal here: the page's own loading and error states take over when it renders.
    landing?.load().catch(() => undefined),
    // The last-seen data of read-only pages, so they render offline (and at once online, refetched behind).
    startQueryPersistence({
      queryClient,
      store: session.store,
      version: import.meta.env.VITE_APP_VERSION ?? 'dev',
      // Only the person's own session: never a student's data seen while staff act as them.
      isSignedIn: () => {
        const current = session.current();
        return current.token !== undefined && current.impersonation === undefined;
      },
    }).catch(() => undefined),
  ]);
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, instead of one long task that would keep the
  // page unresponsive while Ionic's components are created (Total Blocking Time on slow phones).
  startTransition(() => {
    root.render(<App queryClient={queryClient} i18n={i18n} />);
  });
  // Offline start and the version check (spec §1/§9); registers after the page's load event.
  startServiceWorker().catch(() => undefined);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void render(container);
