import { IonApp, IonRouterOutlet, IonSplitPane } from '@ionic/react';
import { IonReactHashRouter } from '@ionic/react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { AppMenu } from './app-menu';
import { appRoutes } from './app-routes';
import { SPLIT_PANE_WHEN } from './use-menu-contents';

interface AppProps {
  queryClient: QueryClient;
  i18n: i18n;
}

/** Providers, the hash router (spec §2: hash-style URLs) and the shell: split pane, side menu, page outlet. */
export function App({ queryClient, i18n }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <IonApp>
          <IonReactHashRouter>
            <IonSplitPane contentId="main" when={SPLIT_PANE_WHEN}>
              <AppMenu />
              <IonRouterOutlet id="main">{appRoutes()}</IonRouterOutlet>
            </IonSplitPane>
          </IonReactHashRouter>
        </IonApp>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
