import { IonContent } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { expect, vi } from 'vitest';
import { seedConfiguration } from '../../../lib/app-configuration-testing';
import { createI18n, type Language } from '../../../lib/i18n';

/** A call the page made: method, path, query string and the JSON body it sent. */
export interface SentCall {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

export type Reply = { status?: number; envelope: unknown };

/**
 * Answers the portal's calls by path as the server would (an envelope, HTTP 200 unless said otherwise)
 * and records every call, so a test sees what the page sent and what it did with the answer.
 */
export function stubPortal(replies: Record<string, Reply | ((call: SentCall) => Reply)>): SentCall[] {
  const sent: SentCall[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://portal.test');
    const call: SentCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(call);
    const reply = replies[url.pathname];
    const answer = typeof reply === 'function' ? reply(call) : reply;
    if (!answer) return Promise.resolve(new Response('{}', { status: 404 }));
    return Promise.resolve(
      new Response(JSON.stringify(answer.envelope), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return sent;
}

export const ok = (value: unknown): Reply => ({ envelope: { Status: '200', ReturnObject: value } });

/** A business refusal: HTTP 200, another Status, ReturnObject null and the server's words. */
export const refusal = (status: string, message: string): Reply => ({
  envelope: { Status: status, ReturnObject: null, Message: message },
});

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
