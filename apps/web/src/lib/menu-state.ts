import type { MobilePageName } from '@portal/contract';
import { useSyncExternalStore } from 'react';

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
