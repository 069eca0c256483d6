import { z } from 'zod';
import { MENU_GROUPS } from './pages.js';
import { mobilePageName } from './page-name.js';

export * from './pages.js';
export { mobilePageName };

export const menuGroup = z.enum(MENU_GROUPS);

/** One page the caller may use (spec §3 "server menu item"). */
export const menuItem = z.object({
  MobilePageName: mobilePageName,
  /** The menu group, or null for a top-level page. */
  Parent: menuGroup.nullable(),
});
export type MenuItem = z.infer<typeof menuItem>;

/**
 * GET /api/Portal/GetMenu: every page the caller may use, in MOBILE_PAGE_NAMES order. A blocked student
 * gets `Status: "403"`, `ReturnObject: null` and a `Message`.
 */
export const getMenuResponse = z.array(menuItem);
export type GetMenuResponse = z.infer<typeof getMenuResponse>;
