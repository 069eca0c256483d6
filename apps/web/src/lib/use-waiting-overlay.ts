import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface WaitingOverlay {
  /** Shows 'Please wait...' (once: while it is shown, another show does nothing). */
  show(): Promise<void>;
  hide(): Promise<void>;
}

/**
 * Spec §8's 'Please wait...' overlay for an action that makes server calls before it can end (sign-out, a
 * download). Its code (lib/waiting-overlay.ts) is fetched on the first use; if it cannot be (offline before it
 * was ever fetched) the action goes on without the overlay.
 */
export function useWaitingOverlay(): WaitingOverlay {
  const { t } = useTranslation();
  // The show in progress or done, until hidden; an overlay whose show is no longer it is closed on arrival.
  const shown = useRef<object | undefined>(undefined);
  const hideShown = useRef<(() => Promise<void>) | undefined>(undefined);
  const show = useCallback(async () => {
    if (shown.current) return;
    const request = {};
    shown.current = request;
    const close = await import('./waiting-overlay')
      .then(({ presentWaiting }) => presentWaiting(t('app.pleaseWait')))
      .catch(() => undefined);
    // Hidden while its code was loading: close it as soon as it is there.
    if (shown.current === request) hideShown.current = close;
    else await close?.();
  }, [t]);
  const hide = useCallback(async () => {
    shown.current = undefined;
    const close = hideShown.current;
    hideShown.current = undefined;
    await close?.();
  }, []);
  return useMemo(() => ({ show, hide }), [show, hide]);
}
