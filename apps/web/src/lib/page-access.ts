import { opensWithoutMenu, type MobilePageName } from '@portal/contract/pages';
import { useMenuPagesInTransition, useMenuState, type MenuState } from './menu-state';
import { PAGES_TO_COME } from './pages-to-come';

const toCome: ReadonlySet<string> = new Set(PAGES_TO_COME);

/**
 * May this page open: `open` when this build has it and it opens without a menu entry (spec §2/§4) or the
 * server's menu lists it; otherwise `wait` while the menu is still loading, `closed` once it is settled.
 * `refused` for every page once the menu answered 403: the student may not use the portal now, and no page,
 * not even home, shows their data behind the alert that says so.
 */
export type PageAccess = 'open' | 'wait' | 'closed' | 'refused';

function pageAccess(page: MobilePageName, menu: Pick<MenuState, 'status' | 'pages'>): PageAccess {
  if (menu.status === 'refused') return 'refused';
  const built = !toCome.has(page);
  if (built && (opensWithoutMenu(page) || menu.pages.has(page))) return 'open';
  return menu.status === 'ready' ? 'closed' : 'wait';
}

/**
 * Whether a page may render now, for its route: it follows the menu as it changes, so a page the user may
 * not open never calls its API.
 */
export function usePageAccess(page: MobilePageName): PageAccess {
  return pageAccess(page, useMenuState());
}

/**
 * Whether a link to a page is drawn inside another page's content (home's tiles, the holds list): the same
 * rule, followed in a transition (see useMenuPagesInTransition), since a link appearing late is not urgent.
 */
export function usePageLinkable(page: MobilePageName): boolean {
  return pageAccess(page, { status: 'ready', pages: useMenuPagesInTransition() }) === 'open';
}
