import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n';
import { resetMenuState, setMenuState } from '../lib/menu-state';
import type { PageDefinition } from '../lib/page-definition';
import { useLocation } from 'react-router-dom';
import { pages } from '../pages';
import { FramedPage, HomeForUnknownAddress } from './app-routes';

afterEach(() => {
  cleanup();
  resetMenuState();
});

const notifications = pages.find((page) => page.path === 'notification');
if (!notifications) throw new Error('notification page missing');

const bodyRendered = vi.fn();
function CountedBody() {
  bodyRendered();
  return <p>page body</p>;
}

const page: PageDefinition = { ...notifications, component: CountedBody };

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

function renderFramed(address = '/notification') {
  // The header and footer ask for the unread count and the university's name; not needed here.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n('en')}>
        <IonReactMemoryRouter initialEntries={[address]}>
          <FramedPage page={page} />
          <Address />
        </IonReactMemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('a framed page', () => {
  it('waits for the menu, renders once it lists the page, and is not rendered again when the menu settles', () => {
    bodyRendered.mockClear();
    setMenuState({ status: 'loading', pages: new Set() });
    renderFramed();
    expect(screen.queryByText('page body')).toBeNull();

    act(() => {
      setMenuState({ status: 'loading', pages: new Set(['home', 'notification']) });
    });
    expect(screen.getByText('page body')).toBeTruthy();
    expect(bodyRendered).toHaveBeenCalledTimes(1);

    act(() => {
      setMenuState({ status: 'ready', pages: new Set(['home', 'notification', 'transcript']) });
    });
    expect(screen.getByText('page body')).toBeTruthy();
    expect(bodyRendered).toHaveBeenCalledTimes(1);
  });

  it('shows none of the page once the menu is refused (403), though it was shown while loading', () => {
    setMenuState({ status: 'loading', pages: new Set(['home', 'notification']) });
    renderFramed();
    expect(screen.getByText('page body')).toBeTruthy();
    act(() => {
      setMenuState({ status: 'refused', pages: new Set() });
    });
    expect(screen.queryByText('page body')).toBeNull();
  });

  it('sends the user home once the menu settles without the page, when the page is at the address', () => {
    setMenuState({ status: 'ready', pages: new Set(['home']) });
    renderFramed();
    expect(screen.getByTestId('address').textContent).toBe('/home');
    expect(screen.queryByText('page body')).toBeNull();
  });

  it('leaves the address alone when the closed page is one left behind in the stack', () => {
    // Stopping an impersonation on a student page: the staff page is at the address, the student page
    // behind it closes for the staff session and must not take the user home.
    setMenuState({ status: 'ready', pages: new Set(['home']) });
    renderFramed('/impersonate');
    expect(screen.getByTestId('address').textContent).toBe('/impersonate');
    expect(screen.queryByText('page body')).toBeNull();
  });
});

describe('an unknown address', () => {
  function renderAt(address: string) {
    render(
      <IonReactMemoryRouter initialEntries={[address]}>
        <HomeForUnknownAddress />
        <Address />
      </IonReactMemoryRouter>,
    );
    return screen.getByTestId('address').textContent;
  }

  it('and the empty one go home', () => {
    expect(renderAt('/no-such-page')).toBe('/home');
    cleanup();
    expect(renderAt('/')).toBe('/home');
  });

  it('kept mounted behind a page opened after it, leaves that page at the address', () => {
    // Ionic keeps the unknown address's view in its stack; the next page's address must survive its renders.
    expect(renderAt('/announcement')).toBe('/announcement');
  });
});
