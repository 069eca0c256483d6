import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n';
import { OfflineIndicator } from './offline-indicator';

function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('OfflineIndicator', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a translated status only while offline', () => {
    const i18n = createI18n('ar');
    render(
      <I18nextProvider i18n={i18n}>
        <OfflineIndicator />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      setOnline(false);
    });
    expect(screen.getByRole('status').textContent).toBe(i18n.t('offline.indicator'));
    expect(i18n.t('offline.indicator')).not.toBe('offline.indicator');
    act(() => {
      setOnline(true);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
