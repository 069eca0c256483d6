import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { seedConfiguration } from '../../lib/app-configuration-testing';
import { createI18n, type Language } from '../../lib/i18n';

/** A call the page made: method, path (without query) and the JSON body it sent. */
export interface SentCall {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

type Reply = { status?: number; envelope: unknown };

/**
 * Answers the portal's calls by path, as the server would (an envelope, HTTP 200 unless said otherwise),
 * and records every call, so a test sees what the page sent and what it did with the answer.
 */
export function stubPortal(replies: Record<string, Reply | ((call: SentCall) => Reply)>): SentCall[] {
  const calls: SentCall[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://portal.test');
    const call: SentCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
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
  return calls;
}

export const ok = (value: unknown): Reply => ({ envelope: { Status: '200', ReturnObject: value } });

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
