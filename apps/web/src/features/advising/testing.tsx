import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { seedConfiguration } from '../../lib/app-configuration-testing';
import { createI18n, type Language } from '../../lib/i18n';

export { ok, stubPortal, type SentCall } from '../../lib/portal-stub-testing';

/** Where the router is now (updated on every navigation). */
export const location = { path: '' };

function LocationProbe() {
  const { pathname } = useLocation();
  useEffect(() => {
    location.path = pathname;
  }, [pathname]);
  return null;
}

/** Renders a piece of a page with what the app gives it: queries, translations, a router at `at`. */
export function renderPage(
  ui: ReactNode,
  { language = 'en', at = '/validateAdvising' }: { language?: Language; at?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  seedConfiguration(queryClient);
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n(language)}>
        <IonReactMemoryRouter initialEntries={[at]}>
          {ui}
          <LocationProbe />
        </IonReactMemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
