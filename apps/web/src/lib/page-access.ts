import { opensWithoutMenu, type MobilePageName } from '@portal/contract/pages';
import { useMenuPagesInTransition, useMenuState, type MenuState } from './menu-state';
import { PAGES_TO_COME } from './pages-to-come';
import { useSession } from './use-session';

const toCome: ReadonlySet<string> = new Set(PAGES_TO_COME);
/**
 * The menu-free pages are a student's (spec §2's advising sub-pages, §4's gates); staff open only these
 * without a menu entry. Otherwise a staff shell restarted on a student's page (stopping an impersonation on
 * Add/Drop, say) would call the student's API with the staff token and meet a 403.
 */
const STAFF_MENU_FREE: ReadonlySet<MobilePageName> = new Set(['home', 'login']);

/**
 * May this page open: `open` when this build has it and it opens without a menu entry (spec §2/§4) or the
 * server's menu lists it; otherwise `wait` while the menu is still loading, `closed` once it is settled.
 * `refused` for every page once the menu answered 403: the student may not use the portal now, and no page,
 * not even home, shows their data behind the alert that says so.
 */
export type PageAccess = 'open' | 'wait' | 'closed' | 'refused';

function pageAccess(
  page: MobilePageName,
  menu: Pick<MenuState, 'status' | 'pages'>,
  staff: boolean,
): PageAccess {
  if (menu.status === 'refused') return 'refused';
  const built = !toCome.has(page);
  const menuFree = opensWithoutMenu(page) && (!staff || STAFF_MENU_FREE.has(page));
  if (built && (menuFree || menu.pages.has(page))) return 'open';
  return menu.status === 'ready' ? 'closed' : 'wait';
}

/**
 * Whether a page may render now, for its route: it follows the menu as it changes, so a page the user may
 * not open never calls its API.
 */
export function usePageAccess(page: MobilePageName): PageAccess {
  return pageAccess(page, useMenuState(), useSession().profile?.Role === 'staff');
}

/**
 * Whether a link to a page is drawn inside another page's content (home's tiles, the holds list): the same
 * rule, followed in a transition (see useMenuPagesInTransition), since a link appearing late is not urgent.
 */
export function usePageLinkable(page: MobilePageName): boolean {
  const staff = useSession().profile?.Role === 'staff';
  return pageAccess(page, { status: 'ready', pages: useMenuPagesInTransition() }, staff) === 'open';
}
