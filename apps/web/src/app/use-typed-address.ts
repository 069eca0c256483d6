import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The router's position in the tab's history, kept in each entry's state; none on a typed entry. */
function entryIndex(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null || !('idx' in state)) return undefined;
  return typeof state.idx === 'number' ? state.idx : undefined;
}

/**
 * An address typed in the address bar (or a plain `#/…` link) is a new history entry without the router's
 * state. Ionic's router reads every such POP as Back when the current page was pushed, and shows the page
 * before it instead of the one asked for (every second time). After the router's own POP, the typed entry
 * is given its place (one after the page it was typed on) and the address is visited again as a
 * replacement, which Ionic shows as it is, without a second history entry.
 */
export function useTypedAddress(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const lastIndex = useRef(0);
  useEffect(() => {
    lastIndex.current = entryIndex(window.history.state) ?? lastIndex.current;
  }, [location]);
  useEffect(() => {
    const onPop = () => {
      const state: unknown = window.history.state;
      if (entryIndex(state) !== undefined) return;
      const kept = typeof state === 'object' && state !== null ? state : {};
      window.history.replaceState({ ...kept, idx: lastIndex.current + 1 }, '');
      navigate(window.location.hash.replace(/^#/, '') || '/', { replace: true });
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
    };
  }, [navigate]);
}
