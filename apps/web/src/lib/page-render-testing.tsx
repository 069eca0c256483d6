import { IonContent } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { expect } from 'vitest';
import { seedConfiguration } from './app-configuration-testing';
import { createI18n, type Language } from './i18n';

/** Renders a page (or a piece of it) at route `at` with queries, translations and a router, as the app does. */
export function renderPage(ui: ReactNode, { at, language = 'en' }: { at: string; language?: Language }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  seedConfiguration(queryClient);
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n(language)}>
        <IonReactMemoryRouter initialEntries={[at]}>
          <IonContent>{ui}</IonContent>
        </IonReactMemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** Ionic's buttons are custom elements without a button role here: found by their words, once they appear. */
export async function findIonButton(name: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = [...document.querySelectorAll<HTMLElement>('ion-button')].find(
      (button) => button.textContent === name,
    );
    expect(found, `button "${name}"`).toBeDefined();
  });
  if (!found) throw new Error(`no button "${name}"`);
  return found;
}
