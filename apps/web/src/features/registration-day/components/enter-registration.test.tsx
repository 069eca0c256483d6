import { IonReactMemoryRouter } from '@ionic/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import '../translations';
import { EnterRegistration } from './enter-registration';

function goOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('EnterRegistration', () => {
  it('offline, says so at once and asks for admission neither then nor once back online', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    goOnline(false);
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <IonReactMemoryRouter initialEntries={['/home']}>
          <EnterRegistration page="validateDropAdd" />
        </IonReactMemoryRouter>
      </I18nextProvider>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Start registering' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are offline, so nothing was sent and nothing will be sent later. Connect to the internet and try again.',
    );
    goOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
  });
});
