import { IonReactMemoryRouter } from '@ionic/react-router';
import type { MobilePageName } from '@portal/contract/pages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { MENU_ICONS, type MenuIconName } from '../../lib/menu-icons';
import { resetMenuState, setMenuState } from '../../lib/menu-state';
import type { PageDefinition } from '../../lib/page-definition';
import { pages } from '../../pages';
import { MenuContents } from './app-menu';

afterEach(() => {
  cleanup();
  resetMenuState();
});

const home = pages.find((page) => page.path === 'home');
if (!home) throw new Error('home missing');

function page(
  path: MobilePageName,
  titleKey: PageDefinition['titleKey'],
  icon: MenuIconName = 'home',
): PageDefinition {
  return { ...(home as PageDefinition), path, titleKey, icon };
}

/** Titles come from real translations, so the expected order is the English titles' order. */
const registry: PageDefinition[] = [
  page('transcript', 'pages.logger'),
  page('attendance', 'pages.announcement'),
  page('schedule', 'pages.impersonate'),
  page('white-coat', 'pages.login'),
  page('notification', 'pages.impersonate', 'notifications'),
  page('logger', 'pages.logger'),
  page('duphat-install', 'pages.home'),
  page('home', 'pages.home'),
];

/** Where the router is, read after each interaction. */
let routedPath = '';

function LocationProbe({ onChange }: { onChange: (pathname: string) => void }) {
  const { pathname } = useLocation();
  useEffect(() => {
    onChange(pathname);
  }, [onChange, pathname]);
  return null;
}

function recordPath(pathname: string) {
  routedPath = pathname;
}

function renderMenu(listed: MobilePageName[], status: 'ready' | 'loading' = 'ready') {
  setMenuState({ status, pages: new Set(listed) });
  // The menu's footer asks for the university's name; these tests do not need an answer.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n('en')}>
        {/* No IonApp: its start-up timer would outlive the test's window. */}
        <IonReactMemoryRouter initialEntries={['/home']}>
          <MenuContents registry={registry} />
          <LocationProbe onChange={recordPath} />
        </IonReactMemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const itemPaths = () =>
  [...document.querySelectorAll('.menu-item')].map((item) => item.getAttribute('data-page'));

/** The icon an item shows (Ionic's IonIcon picks the Material one of its pair under the tests' md mode). */
const itemIcon = (path: MobilePageName) =>
  document.querySelector(`[data-page="${path}"] ion-icon`)?.getAttribute('icon') ?? undefined;

const groupToggle = (name: string) => screen.getByRole('button', { name });

describe('side menu (spec §2)', () => {
  it('puts Home first, then top-level items by title, and lists only what the server lists', () => {
    renderMenu(['notification', 'logger', 'transcript']);
    // "Impersonate" (notification) sorts before "Portal Logger" (logger); attendance is not listed.
    expect(itemPaths()).toEqual(['home', 'notification', 'logger']);
    expect(screen.getAllByRole('button', { expanded: false }).map((button) => button.textContent)).toEqual([
      'Results',
    ]);
  });

  it('shows the groups in the spec order, opens one at a time, sorts items inside by title', () => {
    renderMenu(['transcript', 'attendance', 'schedule', 'white-coat', 'duphat-install']);
    const toggles = screen.getAllByRole('button', { expanded: false }).map((button) => button.textContent);
    expect(toggles).toEqual(['Schedules', 'Results', 'Requests']);

    fireEvent.click(groupToggle('Results'));
    expect(groupToggle('Results').getAttribute('aria-expanded')).toBe('true');
    // "Announcements" (attendance) before "Portal Logger" (transcript).
    expect(itemPaths()).toEqual(['home', 'attendance', 'transcript']);

    fireEvent.click(groupToggle('Requests'));
    expect(groupToggle('Results').getAttribute('aria-expanded')).toBe('false');
    expect(itemPaths()).toEqual(['home', 'white-coat']);
    // The install variant is listed by the server but hidden from the menu.
    expect(document.querySelector('[data-page="duphat-install"]')).toBeNull();
  });

  it('navigates when ready, and not while the menu is loading', () => {
    renderMenu(['notification'], 'loading');
    const notification = document.querySelector('[data-page="notification"]');
    if (!notification) throw new Error('item missing');
    expect(notification.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(notification);
    expect(routedPath).toBe('/home');

    act(() => {
      setMenuState({ status: 'ready', pages: new Set(['notification']) });
    });
    expect(notification.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(notification);
    expect(routedPath).toBe('/notification');
  });

  it("gives each item its own page's icon, loaded after the menu is drawn", async () => {
    renderMenu(['notification']);
    await waitFor(() => {
      expect(itemIcon('notification')).toBe(MENU_ICONS.notifications.md);
    });
    expect(itemIcon('home')).toBe(MENU_ICONS.home.md);
  });
});
