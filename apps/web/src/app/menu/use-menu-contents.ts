import { useCallback, useEffect, useState } from 'react';

/** From this width the split pane shows the menu beside the page; narrower, it is a closed overlay. */
export const SPLIT_PANE_WHEN = '(min-width: 992px)';

function splitPaneShown(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(SPLIT_PANE_WHEN).matches;
}

/**
 * Whether to render the side menu's contents yet. On a phone the menu starts closed (hidden, and out of
 * the accessibility tree), so its dozens of Ionic elements are created when it starts to open, or when the
 * window widens into the split pane, not during start-up: created while the first page loads they were one
 * more long task (over 100 ms on a slow phone) in which taps on the page were ignored.
 *
 * @returns whether to render, and a function that renders them now (call it when the menu starts opening).
 */
export function useMenuContents(): [boolean, () => void] {
  const [ready, setReady] = useState(splitPaneShown);
  const renderNow = useCallback(() => {
    setReady(true);
  }, []);

  useEffect(() => {
    if (ready || typeof window.matchMedia !== 'function') return undefined;
    const media = window.matchMedia(SPLIT_PANE_WHEN);
    media.addEventListener('change', renderNow);
    return () => {
      media.removeEventListener('change', renderNow);
    };
  }, [ready, renderNow]);

  return [ready, renderNow];
}
