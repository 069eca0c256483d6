import { useEffect, useState } from 'react';
import type { MENU_ICONS } from '../../lib/menu-icons';

type MenuIcons = typeof MENU_ICONS;
let loaded: MenuIcons | undefined;

/**
 * The side menu's icons, loaded once, after the first screen (they are not start-up code); undefined until
 * they arrive, while the items keep their places. Offline before the app's files were cached, the menu
 * works without them.
 */
export function useMenuIcons(): MenuIcons | undefined {
  const [icons, setIcons] = useState(loaded);
  useEffect(() => {
    if (icons) return;
    let mounted = true;
    import('../../lib/menu-icons')
      .then((module) => {
        loaded = module.MENU_ICONS;
        if (mounted) setIcons(loaded);
      })
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, [icons]);
  return icons;
}
