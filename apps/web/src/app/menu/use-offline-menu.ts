import { MOBILE_PAGE_NAMES, type MobilePageName } from '@portal/contract/pages';
import { useEffect } from 'react';
import { session } from '../../lib/api';
import { currentMenuState, setMenuState } from '../../lib/menu-state';
import { useOffline } from '../../lib/offline-status';
import { STORE_KEYS } from '../../lib/session';
import { useSession } from '../../lib/use-session';

function isPageName(value: unknown): value is MobilePageName {
  return MOBILE_PAGE_NAMES.some((name) => name === value);
}

/** The page names of a stored menu (spec §3 key `menu`: the server's items), or none if it is not one. */
export function storedMenuPages(stored: unknown): MobilePageName[] | undefined {
  if (!Array.isArray(stored)) return undefined;
  const names = stored.map((item: unknown) =>
    typeof item === 'object' && item !== null && 'MobilePageName' in item ? item.MobilePageName : undefined,
  );
  return names.every(isPageName) ? names : undefined;
}

/**
 * Started without a network, the menu load cannot run its gates (each asks the server), so read-only pages
 * would wait for ever. The menu this session last built (stored under `menu` by each load, cleared at
 * logout) opens them instead, to show their offline copies; back online, the normal load runs again.
 */
export function useOfflineMenu(): void {
  const offline = useOffline();
  const identity = useSession().token?.access_token;
  useEffect(() => {
    if (!offline || identity === undefined || currentMenuState().status === 'ready') return;
    let current = true;
    void session.store.get(STORE_KEYS.menu).then((stored) => {
      const pages = storedMenuPages(stored);
      if (current && pages && currentMenuState().status !== 'ready')
        setMenuState({ status: 'ready', pages: new Set(pages) });
    });
    return () => {
      current = false;
    };
  }, [offline, identity]);
}
