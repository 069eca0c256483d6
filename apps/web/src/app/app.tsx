import { IonApp, IonRouterOutlet, IonSplitPane } from '@ionic/react';
import { IonReactHashRouter } from '@ionic/react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { useSession } from '../lib/use-session';
import { AlertHost } from './alert-host';
import { appRoutes } from './app-routes';
import { AppMenu } from './menu/app-menu';
import { SPLIT_PANE_WHEN } from './menu/use-menu-contents';
import { useMenuLoad } from './menu/use-menu-load';
import { useOfflineMenu } from './menu/use-offline-menu';
import { useAppConfigurationAlert } from './use-app-configuration-alert';
import { useBetaNotice } from './use-beta-notice';
import { useSessionScopedCache } from './use-session-scoped-cache';
import { useAnswersInShownLanguage } from './use-answers-in-language';
import { useTypedAddress } from './use-typed-address';
import { WaitingRoomHost } from './waiting-room-host';
import { useLiveUpdates } from '../features/notifications/live/use-live-updates';

interface AppProps {
  queryClient: QueryClient;
  i18n: i18n;
}

/** The shell's start-up work (spec §4), inside the router because it redirects. */
function ShellStartUp() {
  useSessionScopedCache();
  useAnswersInShownLanguage();
  useMenuLoad();
  useOfflineMenu();
  useAppConfigurationAlert();
  useBetaNotice();
  useLiveUpdates();
  useTypedAddress();
  return null;
}

/**
 * The shell, started afresh for each signed-in identity: Ionic keeps visited pages mounted, and a page kept
 * from one identity (a registrar's search, a student's record) must neither show nor refetch its data for
 * the next one. The split pane goes with the outlet: it lays out only the children it had when it started.
 */
function Shell() {
  const identity = useSession().token?.access_token ?? 'signed-out';
  return (
    <IonSplitPane contentId="main" when={SPLIT_PANE_WHEN} key={identity}>
      <AppMenu />
      <IonRouterOutlet id="main">{appRoutes()}</IonRouterOutlet>
    </IonSplitPane>
  );
}

/** Providers, the hash router (spec §2: hash-style URLs) and the shell: split pane, side menu, page outlet. */
export function App({ queryClient, i18n }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <IonApp>
          <IonReactHashRouter>
            <ShellStartUp />
            <Shell />
            <AlertHost />
            <WaitingRoomHost />
          </IonReactHashRouter>
        </IonApp>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
