import { useCallback, useEffect, useState } from 'react';

/** From this width the split pane shows the menu beside the page; narrower, it is a closed overlay. */
export const SPLIT_PANE_WHEN = '(min-width: 992px)';

function splitPaneShown(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(SPLIT_PANE_WHEN).matches;
}

/**
 * Whether to render the side menu's contents yet. On a phone the menu starts closed, so its dozen Ionic
 * elements are created once the first page has rendered (when the browser is idle) instead of inside the
 * start-up render; opening the menu or widening the window renders them at once.
 *
 * @returns whether to render, and a function that renders them now (call it when the menu starts opening).
 */
export function useMenuContents(): [boolean, () => void] {
  const [ready, setReady] = useState(splitPaneShown);
  const renderNow = useCallback(() => {
    setReady(true);
  }, []);

  useEffect(() => {
    if (ready) return;
    const media = typeof window.matchMedia === 'function' ? window.matchMedia(SPLIT_PANE_WHEN) : undefined;
    media?.addEventListener('change', renderNow);
    // Safari has no requestIdleCallback; a short timeout does the same job there.
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(renderNow, { timeout: 2000 })
        : undefined;
    const timer = idle === undefined ? window.setTimeout(renderNow, 500) : undefined;
    return () => {
      media?.removeEventListener('change', renderNow);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [ready, renderNow]);

  return [ready, renderNow];
}
