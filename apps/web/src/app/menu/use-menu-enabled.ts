import { useMenuState } from '../../lib/menu-state';
import { useSession } from '../../lib/use-session';

/**
 * Whether the side menu may open (spec §4): once a menu load has succeeded (a reload keeps the built menu
 * usable while it runs again); signed out, never.
 */
export function useMenuEnabled(): boolean {
  const signedIn = useSession().token !== undefined;
  const { status, pages } = useMenuState();
  return signedIn && (status === 'ready' || (status === 'loading' && pages.size > 0));
}
