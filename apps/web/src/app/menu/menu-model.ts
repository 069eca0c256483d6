import { isHiddenPage, MENU_GROUPS, MENU_PARENT, type MenuGroup } from '@portal/contract/pages';
import type { PageDefinition } from '../../lib/page-definition';
import { HOME_PATH } from '../../lib/page-paths';

export interface MenuModel {
  top: PageDefinition[];
  groups: { group: MenuGroup; pages: PageDefinition[] }[];
}

/**
 * The side menu as spec §2 orders it: Home first, then the other top-level items, then the five groups in
 * their fixed order, each item sorted by its (translated) title. An item appears only when the server's
 * list contains its page name (Home always); hidden pages never; a group only when it holds an item.
 */
export function menuModel(
  registry: readonly PageDefinition[],
  serverPages: ReadonlySet<string>,
  titleOf: (page: PageDefinition) => string,
): MenuModel {
  const byTitle = (a: PageDefinition, b: PageDefinition) => titleOf(a).localeCompare(titleOf(b));
  const listed = registry.filter(
    (page) => !isHiddenPage(page.path) && (page.path === HOME_PATH || serverPages.has(page.path)),
  );
  const home = listed.filter((page) => page.path === HOME_PATH);
  const otherTop = listed
    .filter((page) => page.path !== HOME_PATH && MENU_PARENT[page.path] === null)
    .sort(byTitle);
  const groups = MENU_GROUPS.map((group) => ({
    group,
    pages: listed.filter((page) => MENU_PARENT[page.path] === group).sort(byTitle),
  })).filter((entry) => entry.pages.length > 0);
  return { top: [...home, ...otherTop], groups };
}
