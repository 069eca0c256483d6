import type { MobilePageName } from '@portal/contract/pages';
import type { i18n as I18n } from 'i18next';
import { createElement, lazy, useState, type ComponentType } from 'react';
import type en from '../locales/en.json';
import type { MenuIconName } from './menu-icons';

export type PageTitleKey = `pages.${keyof typeof en.pages}`;

/** Asked of the catalogue the app shows, not imported: each language's is a chunk of its own. */
function hasTitle(page: string, i18n: I18n): page is keyof typeof en.pages {
  return i18n.exists(`pages.${page}`);
}

/** A page's title key, for links that name a page; every registry page has one (pages.test.ts). */
export function pageTitleKey(page: MobilePageName, i18n: I18n): PageTitleKey | undefined {
  return hasTitle(page, i18n) ? `pages.${page}` : undefined;
}

/**
 * One page as a feature declares it (see the feature's pages.ts). Whether it is listed in the side menu or
 * opens without a menu entry is the contract's to say (HIDDEN_PAGES, MENU_FREE_PAGES, MENU_PARENT).
 */
export interface PageDefinition {
  /** Route path without the leading slash: the page's MobilePageName (spec §2/§3), which the server's menu uses. */
  path: MobilePageName;
  titleKey: PageTitleKey;
  /** Its icon in the side menu (lib/menu-icons.ts, loaded after the first screen). */
  icon: MenuIconName;
  /** The page body, loaded on first visit (see lazyPage); the shell draws its header and footer meanwhile. */
  component: ComponentType;
  /** Loads the body's code without rendering it (boot.tsx loads the landing page before the first render). */
  load: () => Promise<unknown>;
  /** 'none': the page draws itself without header, menu or footer and needs no session (the login page). */
  frame?: 'none';
}

/**
 * A page body loaded on first use: through React.lazy and the frame's Suspense boundary, unless `load()`
 * has already run, in which case it renders at once. That matters for the landing page: React.lazy
 * suspends at least once even for a loaded module, and React then keeps the fallback on screen for about
 * 300 ms (its Suspense reveal throttle), which delayed the first content by that much.
 */
export function lazyPage(
  importBody: () => Promise<{ default: ComponentType }>,
): Pick<PageDefinition, 'component' | 'load'> {
  let loaded: ComponentType | undefined;
  const load = async () => {
    const module = await importBody();
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(load);
  function LazyPageBody() {
    // Chosen once per mount, so a body that finishes loading later is not remounted.
    const [Body] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Body);
  }
  return { component: LazyPageBody, load };
}
