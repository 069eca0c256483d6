import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { seedConfiguration } from '../../lib/app-configuration-testing';
import { createI18n } from '../../lib/i18n';
import LoginPage from './login-page';
import { portalAddressElsewhere } from './portal-address';

function renderLogin(portalUrl: string) {
  const queryClient = new QueryClient();
  seedConfiguration(queryClient, {
    PortalUrl: portalUrl,
    Identity: { Issuer: `${portalUrl}/idp`, ClientId: 'student-portal', Scope: 'openid email profile' },
  });
  const i18n = createI18n('en');
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <IonReactMemoryRouter initialEntries={['/login']}>
          <LoginPage />
        </IonReactMemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('the portal opened at another address than its own', () => {
  it('names the portal address only when the page is elsewhere, and never in the native app', () => {
    expect(portalAddressElsewhere('http://localhost:8080', 'http://127.0.0.1:8080', false)).toBe(
      'http://localhost:8080',
    );
    expect(portalAddressElsewhere('http://localhost:8080/', 'http://localhost:8080', false)).toBeUndefined();
    expect(portalAddressElsewhere('https://portal.ndu.edu.eg', 'https://localhost', true)).toBeUndefined();
    expect(portalAddressElsewhere('not a url', 'http://127.0.0.1:8080', false)).toBeUndefined();
  });

  it('says where to open the portal and how to use this address, and offers no sign-in that would fail', async () => {
    renderLogin('http://portal.example:8080');
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Sign-in sends you back only to http://portal.example:8080');
    expect(notice.textContent).toContain(`PUBLIC_URL=${window.location.origin}`);
    const open = screen.getByText('Open http://portal.example:8080').closest('ion-button');
    expect(open?.getAttribute('href')).toBe('http://portal.example:8080/');
    const signIn = screen.getByText('Sign in with university account').closest('ion-button');
    expect(signIn?.hasAttribute('disabled') || signIn?.getAttribute('disabled') === 'true').toBe(true);
  });

  it('shows no notice and lets the student sign in at the portal’s own address', async () => {
    renderLogin(window.location.origin);
    await screen.findByText('Sign in with university account');
    expect(screen.queryByRole('alert')).toBeNull();
    const signIn = screen.getByText('Sign in with university account').closest('ion-button');
    expect(signIn?.getAttribute('disabled')).not.toBe('true');
  });
});
