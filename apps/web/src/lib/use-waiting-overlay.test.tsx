import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { useWaitingOverlay } from './use-waiting-overlay';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const i18n = createI18n('en');
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);
/** Ionic's loading elements still open (a dismissed one is removed once its leave animation ends). */
const openOverlays = () => [...document.querySelectorAll('ion-loading:not(.overlay-hidden)')];

describe('useWaitingOverlay', () => {
  it("shows 'Please wait...' once however often it is asked, and hides it", async () => {
    const { result } = renderHook(() => useWaitingOverlay(), { wrapper });
    await Promise.all([result.current.show(), result.current.show()]);
    await waitFor(() => {
      expect(openOverlays()).toHaveLength(1);
    });
    expect((openOverlays()[0] as HTMLIonLoadingElement | undefined)?.message).toBe(i18n.t('app.pleaseWait'));
    await result.current.hide();
    await waitFor(() => {
      expect(openOverlays()).toHaveLength(0);
    });
  });

  it('closes an overlay hidden while its code was still loading', async () => {
    const { result } = renderHook(() => useWaitingOverlay(), { wrapper });
    const shown = result.current.show();
    await result.current.hide();
    await shown;
    await waitFor(() => {
      expect(openOverlays()).toHaveLength(0);
    });
    // Shown, hidden and shown again before the first arrived: only the second stays open, and hides.
    const first = result.current.show();
    await result.current.hide();
    const second = result.current.show();
    await Promise.all([first, second]);
    await waitFor(() => {
      expect(openOverlays()).toHaveLength(1);
    });
    await result.current.hide();
    await waitFor(() => {
      expect(openOverlays()).toHaveLength(0);
    });
  });
});
