import { cleanup, render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { currentAlert, dismissAlert, showAlert } from '../lib/app-alerts';
import { createI18n } from '../lib/i18n';
import { AlertHost } from './alert-host';

afterEach(() => {
  cleanup();
  for (let shown = currentAlert(); shown; shown = currentAlert()) dismissAlert(shown);
  document.body.innerHTML = '';
});

const shownAlerts = () => [...document.querySelectorAll('ion-alert')];

describe('AlertHost', () => {
  it('shows an alert raised after start-up, once the alert code it fetched is there, and one at a time', async () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <AlertHost />
      </I18nextProvider>,
    );
    expect(shownAlerts()).toHaveLength(0);
    showAlert({ kind: 'no-connection' });
    showAlert({ kind: 'invalid-token' });
    await waitFor(() => {
      expect(shownAlerts()).toHaveLength(1);
    });
    expect(shownAlerts()[0]?.getAttribute('message')).toBe('No connection. Please check your connection.');
  });
});
