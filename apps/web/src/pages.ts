import {
  documentTextOutline,
  documentTextSharp,
  homeOutline,
  homeSharp,
  logInOutline,
  logInSharp,
  peopleOutline,
  peopleSharp,
} from 'ionicons/icons';
import { createElement, lazy, useState, type ComponentType } from 'react';
import type en from './locales/en.json';

/** The five collapsible groups of the side menu (spec §2). */
export type MenuGroup = keyof typeof en.menu.groups;

/** Where a page appears in the side menu: a top-level item, inside a group, or nowhere (reachable by URL only). */
export type MenuPlacement = { kind: 'top' } | { kind: 'group'; group: MenuGroup } | { kind: 'hidden' };

export interface PageDefinition {
  /** Route path without the leading slash, spelled as spec §2 spells it ('home', 'exam-schedule'). */
  path: string;
  titleKey: `pages.${keyof typeof en.pages}`;
  menu: MenuPlacement;
  /** Ionicons: outline on iOS, sharp on Material, as Ionic's own starters do. */
  icon: { ios: string; md: string };
  /** The page body, loaded on first visit (see lazyPage); the shell draws its header and footer meanwhile. */
  component: ComponentType;
  /** Loads the body's code without rendering it (boot.tsx loads the landing page before the first render). */
  load: () => Promise<unknown>;
  /** 'none': the page draws itself without header, menu or footer and needs no session (the login page). */
  frame?: 'none';
  /** A staff role the session must hold (see pageAllowed); absent means every signed-in user. */
  requiresRole?: StaffRole;
}

/** Where a session starts: registrars where their work is (impersonate), everyone else on home. */
export function landingPath(roles: readonly string[]): string {
  return roles.includes('registrar') ? IMPERSONATE_PATH : HOME_PATH;
}

/** Staff roles that open staff pages. */
export type StaffRole = 'registrar' | 'auditor';

/**
 * Whether the signed-in user may see a page. The one place menu visibility is decided: until the
 * server's menu list exists (spec §2), staff pages follow the session's Roles.
 */
export function pageAllowed(page: PageDefinition, roles: readonly string[]): boolean {
  return page.requiresRole === undefined || roles.includes(page.requiresRole);
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

export const HOME_PATH = 'home';
export const LOGIN_PATH = 'login';
export const IMPERSONATE_PATH = 'impersonate';

/**
 * THE page registry: the router and the side menu are both derived from this list, so a page cannot be
 * routable without a menu decision or listed without a route. Only pages that exist are listed.
 */
export const pages: readonly PageDefinition[] = [
  {
    path: HOME_PATH,
    titleKey: 'pages.home',
    menu: { kind: 'top' },
    icon: { ios: homeOutline, md: homeSharp },
    ...lazyPage(() => import('./features/home/home-page')),
  },
  {
    path: LOGIN_PATH,
    titleKey: 'pages.login',
    menu: { kind: 'hidden' },
    icon: { ios: logInOutline, md: logInSharp },
    frame: 'none',
    ...lazyPage(() => import('./features/login/login-page')),
  },
  {
    path: IMPERSONATE_PATH,
    titleKey: 'pages.impersonate',
    menu: { kind: 'top' },
    icon: { ios: peopleOutline, md: peopleSharp },
    requiresRole: 'registrar',
    ...lazyPage(() => import('./features/staff/impersonate-page')),
  },
  {
    path: 'logger',
    titleKey: 'pages.logger',
    menu: { kind: 'top' },
    icon: { ios: documentTextOutline, md: documentTextSharp },
    requiresRole: 'auditor',
    ...lazyPage(() => import('./features/staff/logger-page')),
  },
];

export interface MenuModel {
  top: PageDefinition[];
  groups: { group: MenuGroup; pages: PageDefinition[] }[];
}

/**
 * The side menu as spec §2 orders it: Home first, the other top-level items and each group's items sorted
 * by their (translated) title; groups keep their fixed order and appear only when they hold a page.
 */
export function menuModel(
  registry: readonly PageDefinition[],
  titleOf: (page: PageDefinition) => string,
): MenuModel {
  const byTitle = (a: PageDefinition, b: PageDefinition) => titleOf(a).localeCompare(titleOf(b));
  const home = registry.filter((page) => page.path === HOME_PATH && page.menu.kind === 'top');
  const otherTop = registry
    .filter((page) => page.path !== HOME_PATH && page.menu.kind === 'top')
    .sort(byTitle);
  const groupOrder: MenuGroup[] = ['schedules', 'results', 'payments', 'contacts', 'requests'];
  const groups = groupOrder
    .map((group) => ({
      group,
      pages: registry.filter((page) => page.menu.kind === 'group' && page.menu.group === group).sort(byTitle),
    }))
    .filter((entry) => entry.pages.length > 0);
  return { top: [...home, ...otherTop], groups };
}

/** The registry entry for a route path ('/home' or 'home', or a location hash '#/home'), if any. */
export function pageForPath(
  pathname: string,
  registry: readonly PageDefinition[] = pages,
): PageDefinition | undefined {
  const path = pathname.replace(/^#?\/*/, '').split(/[/?]/)[0];
  return registry.find((page) => page.path === path);
}
