import { IonContent } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { expect } from 'vitest';
import { seedConfiguration } from '../../../lib/app-configuration-testing';
import { createI18n, type Language } from '../../../lib/i18n';

export { ok, refusal, stubPortal, type Reply, type SentCall } from '../../../lib/portal-stub-testing';

/** Renders the page (or a piece of it) with what the app gives it: queries, translations, a router at `at`. */
export function renderBilling(
  ui: ReactNode,
  { language = 'en', at = '/faculty-cash-deposit' }: { language?: Language; at?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  seedConfiguration(queryClient);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n(language)}>
        <IonReactMemoryRouter initialEntries={[at]}>
          {/* As in the app frame: the page's pull-to-refresh sits in IonContent's fixed slot. */}
          <IonContent>{ui}</IonContent>
        </IonReactMemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** The accessible name Ionic gives a button: its aria-label, which it moves into its shadow button. */
function labelOf(button: HTMLElement): string | null | undefined {
  return (
    button.getAttribute('aria-label') ??
    button.shadowRoot?.querySelector('button')?.getAttribute('aria-label')
  );
}

/** Ionic's buttons are custom elements without a button role here: found by their label or their words. */
export function ionButton(name: string): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('ion-button')].find(
    (button) => labelOf(button) === name || button.textContent === name,
  );
}

/** Waits for an Ionic button to appear, then gives it. */
export async function findIonButton(name: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = ionButton(name);
    expect(found, `button "${name}"`).toBeDefined();
  });
  if (!found) throw new Error(`no button "${name}"`);
  return found;
}
