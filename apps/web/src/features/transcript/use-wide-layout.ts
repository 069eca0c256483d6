import { useSyncExternalStore } from 'react';

/** From a tablet's width up a table reads best; below it, one card per course. */
const WIDE = '(min-width: 768px)';

function media(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True on screens wide enough for the transcript's tables. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
