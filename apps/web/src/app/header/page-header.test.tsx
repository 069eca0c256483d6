import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { resetMenuState, setMenuState } from '../../lib/menu-state';
import { PageHeader } from './page-header';

const role = vi.hoisted((): { value: 'staff' | 'student' } => ({ value: 'staff' }));
vi.mock('../../lib/use-session', () => ({
  useSession: () => ({
    token: { access_token: 'token', userName: 'registrar@ndu.edu.eg' },
    profile: { Role: role.value, Roles: [], DisplayName: 'Registrar' },
  }),
}));

afterEach(() => {
  cleanup();
  resetMenuState();
  role.value = 'staff';
});

function renderHeader() {
  // The unread count is a student's call: nothing is fetched in this test.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n('en')}>
        <IonReactMemoryRouter initialEntries={['/home']}>
          <PageHeader title="Home" />
        </IonReactMemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const bell = () => screen.queryByRole('button', { name: 'Notifications' });

describe('the header bell', () => {
  it('is there for staff whose menu has Notifications, and not for staff whose menu has not', () => {
    setMenuState({ status: 'ready', pages: new Set(['home', 'impersonate']) });
    renderHeader();
    expect(bell()).toBeNull();
    act(() => {
      setMenuState({ status: 'ready', pages: new Set(['home', 'notification']) });
    });
    expect(bell()).not.toBeNull();
  });

  it('is always there for a student, until the menu refuses them (403)', () => {
    role.value = 'student';
    setMenuState({ status: 'loading', pages: new Set() });
    renderHeader();
    expect(bell()).not.toBeNull();
    act(() => {
      setMenuState({ status: 'refused', pages: new Set() });
    });
    expect(bell()).toBeNull();
  });
});
