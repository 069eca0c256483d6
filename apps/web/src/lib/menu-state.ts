import type { MobilePageName } from '@portal/contract';
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The side menu's state (spec §4): `idle` before the first load (the menu stays disabled), `loading` while
 * a load runs (items do not navigate), `ready` once built, `refused` when the menu answered 403.
 */
export interface MenuState {
  status: 'idle' | 'loading' | 'ready' | 'refused';
  pages: ReadonlySet<MobilePageName>;
}

const INITIAL: MenuState = { status: 'idle', pages: new Set() };

let state: MenuState = INITIAL;
const listeners = new Set<() => void>();

export function setMenuState(next: MenuState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function menuLoading(): void {
  setMenuState({ ...state, status: 'loading' });
}

export function resetMenuState(): void {
  setMenuState(INITIAL);
}

export function currentMenuState(): MenuState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMenuState(): MenuState {
  return useSyncExternalStore(subscribe, currentMenuState);
}

/** Published on window when a menu load succeeds (spec §4 "menuLoaded"). */
export const MENU_LOADED_EVENT = 'menuLoaded';

/**
 * The pages the server's menu lists, for links inside a page's content (home's tiles, the holds list,
 * related pages). A link appearing once the menu has loaded is not urgent: its components re-render in a
 * transition, in slices that let taps through, rather than in the store update's synchronous render (at
 * start-up home's tiles re-rendered that way were one long task).
 */
export function useMenuPagesInTransition(): ReadonlySet<MobilePageName> {
  const [pages, setPages] = useState(() => state.pages);
  useEffect(() => {
    const update = () => {
      startTransition(() => {
        setPages(state.pages);
      });
    };
    // The menu may have changed between this component's render and its effect.
    update();
    return subscribe(update);
  }, []);
  return pages;
}
