import { MENU_GROUPS, MENU_PARENT, type MenuGroup, type MobilePageName } from '@portal/contract/pages';
import {
  barChartOutline,
  barChartSharp,
  bookOutline,
  bookSharp,
  calendarOutline,
  calendarSharp,
  calendarNumberOutline,
  calendarNumberSharp,
  clipboardOutline,
  clipboardSharp,
  documentTextOutline,
  documentTextSharp,
  eyeOutline,
  eyeSharp,
  flaskOutline,
  flaskSharp,
  homeOutline,
  homeSharp,
  layersOutline,
  layersSharp,
  libraryOutline,
  librarySharp,
  logInOutline,
  logInSharp,
  medalOutline,
  medalSharp,
  checkmarkDoneCircleOutline,
  checkmarkDoneCircleSharp,
  megaphoneOutline,
  megaphoneSharp,
  speedometerOutline,
  speedometerSharp,
  swapHorizontalOutline,
  swapHorizontalSharp,
  notificationsOutline,
  notificationsSharp,
  peopleOutline,
  peopleSharp,
  personOutline,
  personSharp,
  readerOutline,
  readerSharp,
  ribbonOutline,
  ribbonSharp,
  timeOutline,
  timeSharp,
  trophyOutline,
  trophySharp,
  videocamOutline,
  videocamSharp,
  schoolOutline,
  schoolSharp,
} from 'ionicons/icons';
import { createElement, lazy, useState, type ComponentType } from 'react';
import type en from './locales/en.json';

export interface PageDefinition {
  /** Route path without the leading slash: the page's MobilePageName (spec §2/§3), which the server's menu uses. */
  path: MobilePageName;
  titleKey: `pages.${keyof typeof en.pages}`;
  /**
   * Never listed in the side menu (install variants, advising sub-pages, the gates' pages); the page's place
   * in the menu otherwise follows the contract's MENU_PARENT (a group, or top level).
   */
  hidden?: true;
  /** Opens without being in the server's menu list (spec §2/§4: advising sub-pages; the gates' own pages). */
  reachableWithoutMenu?: true;
  /** Ionicons: outline on iOS, sharp on Material, as Ionic's own starters do. */
  icon: { ios: string; md: string };
  /** The page body, loaded on first visit (see lazyPage); the shell draws its header and footer meanwhile. */
  component: ComponentType;
  /** Loads the body's code without rendering it (boot.tsx loads the landing page before the first render). */
  load: () => Promise<unknown>;
  /** 'none': the page draws itself without header, menu or footer and needs no session (the login page). */
  frame?: 'none';
}

/** Where a session starts: registrars where their work is (impersonate), everyone else on home. */
export function landingPath(roles: readonly string[]): string {
  return roles.includes('registrar') ? IMPERSONATE_PATH : HOME_PATH;
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

export const HOME_PATH = 'home' satisfies MobilePageName;
export const LOGIN_PATH = 'login' satisfies MobilePageName;
export const IMPERSONATE_PATH = 'impersonate' satisfies MobilePageName;

/**
 * THE page registry: the router and the side menu are both derived from this list, so a page cannot be
 * routable without a menu decision or listed without a route. Only pages that exist are listed; the
 * server's menu (GET /api/Portal/GetMenu) then decides which of them this user sees.
 */
export const pages: readonly PageDefinition[] = [
  {
    path: HOME_PATH,
    titleKey: 'pages.home',
    reachableWithoutMenu: true,
    icon: { ios: homeOutline, md: homeSharp },
    ...lazyPage(() => import('./features/home/home-page')),
  },
  {
    path: 'notification',
    titleKey: 'pages.notification',
    icon: { ios: notificationsOutline, md: notificationsSharp },
    ...lazyPage(() => import('./features/notifications/notification-page')),
  },
  {
    path: LOGIN_PATH,
    titleKey: 'pages.login',
    hidden: true,
    reachableWithoutMenu: true,
    icon: { ios: logInOutline, md: logInSharp },
    frame: 'none',
    ...lazyPage(() => import('./features/login/login-page')),
  },
  {
    path: 'announcement',
    titleKey: 'pages.announcement',
    hidden: true,
    reachableWithoutMenu: true,
    icon: { ios: megaphoneOutline, md: megaphoneSharp },
    ...lazyPage(() => import('./features/announcement/announcement-page')),
  },
  {
    path: 'evaluation',
    titleKey: 'pages.evaluation',
    reachableWithoutMenu: true,
    icon: { ios: clipboardOutline, md: clipboardSharp },
    ...lazyPage(() => import('./features/evaluation/evaluation-page')),
  },
  {
    path: 'evaluation-questions',
    titleKey: 'pages.evaluation-questions',
    hidden: true,
    reachableWithoutMenu: true,
    icon: { ios: clipboardOutline, md: clipboardSharp },
    ...lazyPage(() => import('./features/evaluation/evaluation-questions-page')),
  },
  {
    path: 'publish-announcement',
    titleKey: 'pages.publish-announcement',
    icon: { ios: megaphoneOutline, md: megaphoneSharp },
    ...lazyPage(() => import('./features/announcement/publish-announcement-page')),
  },
  {
    path: 'quality-report',
    titleKey: 'pages.quality-report',
    icon: { ios: barChartOutline, md: barChartSharp },
    ...lazyPage(() => import('./features/quality/quality-report-page')),
  },
  {
    path: 'schedule',
    titleKey: 'pages.schedule',
    icon: { ios: calendarOutline, md: calendarSharp },
    ...lazyPage(() => import('./features/schedule/schedule-page')),
  },
  {
    path: 'zoom-links',
    titleKey: 'pages.zoom-links',
    icon: { ios: videocamOutline, md: videocamSharp },
    ...lazyPage(() => import('./features/schedule/zoom-links-page')),
  },
  {
    path: 'exam-schedule',
    titleKey: 'pages.exam-schedule',
    icon: { ios: readerOutline, md: readerSharp },
    ...lazyPage(() =>
      import('./features/exams/exam-pages').then((pages) => ({ default: pages.FinalExamSchedulePage })),
    ),
  },
  {
    path: 'midterm-schedule',
    titleKey: 'pages.midterm-schedule',
    icon: { ios: timeOutline, md: timeSharp },
    ...lazyPage(() =>
      import('./features/exams/exam-pages').then((pages) => ({ default: pages.MidtermSchedulePage })),
    ),
  },
  {
    path: 'practical-schedule',
    titleKey: 'pages.practical-schedule',
    icon: { ios: flaskOutline, md: flaskSharp },
    ...lazyPage(() =>
      import('./features/exams/exam-pages').then((pages) => ({ default: pages.PracticalSchedulePage })),
    ),
  },
  {
    path: 'midterm-scoring',
    titleKey: 'pages.midterm-scoring',
    icon: { ios: ribbonOutline, md: ribbonSharp },
    ...lazyPage(() =>
      import('./features/exams/exam-pages').then((pages) => ({ default: pages.MidtermScoringPage })),
    ),
  },
  {
    path: 'final-scoring',
    titleKey: 'pages.final-scoring',
    icon: { ios: trophyOutline, md: trophySharp },
    ...lazyPage(() =>
      import('./features/exams/exam-pages').then((pages) => ({ default: pages.FinalScoringPage })),
    ),
  },
  {
    path: 'practical-scoring',
    titleKey: 'pages.practical-scoring',
    icon: { ios: medalOutline, md: medalSharp },
    ...lazyPage(() =>
      import('./features/exams/exam-pages').then((pages) => ({ default: pages.PracticalScoringPage })),
    ),
  },
  {
    path: IMPERSONATE_PATH,
    titleKey: 'pages.impersonate',
    icon: { ios: peopleOutline, md: peopleSharp },
    ...lazyPage(() => import('./features/staff/impersonate-page')),
  },
  {
    path: 'logger',
    titleKey: 'pages.logger',
    icon: { ios: documentTextOutline, md: documentTextSharp },
    ...lazyPage(() => import('./features/staff/logger-page')),
  },
  {
    path: 'transcript',
    titleKey: 'pages.transcript',
    icon: { ios: schoolOutline, md: schoolSharp },
    ...lazyPage(() => import('./features/transcript/transcript-page')),
  },
  {
    path: 'attendance',
    titleKey: 'pages.attendance',
    icon: { ios: calendarNumberOutline, md: calendarNumberSharp },
    ...lazyPage(() => import('./features/attendance/attendance-page')),
  },
  {
    path: 'lib-codes',
    titleKey: 'pages.lib-codes',
    icon: { ios: libraryOutline, md: librarySharp },
    ...lazyPage(() => import('./features/library/lib-codes-page')),
  },
  {
    path: 'validateAdvising',
    titleKey: 'pages.validateAdvising',
    icon: { ios: bookOutline, md: bookSharp },
    ...lazyPage(() =>
      import('./features/advising/validate-page').then((pages) => ({ default: pages.ValidateAdvisingPage })),
    ),
  },
  {
    path: 'validateDropAdd',
    titleKey: 'pages.validateDropAdd',
    icon: { ios: swapHorizontalOutline, md: swapHorizontalSharp },
    ...lazyPage(() =>
      import('./features/advising/validate-page').then((pages) => ({ default: pages.ValidateDropAddPage })),
    ),
  },
  {
    path: 'validateAdvPreview',
    titleKey: 'pages.validateAdvPreview',
    icon: { ios: eyeOutline, md: eyeSharp },
    ...lazyPage(() =>
      import('./features/advising/validate-page').then((pages) => ({
        default: pages.ValidateAdvPreviewPage,
      })),
    ),
  },
  {
    path: 'IndAdvising',
    titleKey: 'pages.IndAdvising',
    hidden: true,
    icon: { ios: personOutline, md: personSharp },
    ...lazyPage(() => import('./features/advising/ind-advising-page')),
  },
  {
    path: 'AdvisingModules',
    titleKey: 'pages.AdvisingModules',
    hidden: true,
    icon: { ios: layersOutline, md: layersSharp },
    ...lazyPage(() => import('./features/advising/advising-modules-page')),
  },
  {
    path: 'AddDrop',
    titleKey: 'pages.AddDrop',
    hidden: true,
    icon: { ios: swapHorizontalOutline, md: swapHorizontalSharp },
    ...lazyPage(() => import('./features/add-drop/add-drop-page')),
  },
  {
    path: 'Preview',
    titleKey: 'pages.Preview',
    hidden: true,
    icon: { ios: eyeOutline, md: eyeSharp },
    ...lazyPage(() => import('./features/advising-preview/preview-page')),
  },
  {
    path: 'registration-day',
    titleKey: 'pages.registration-day',
    icon: { ios: speedometerOutline, md: speedometerSharp },
    ...lazyPage(() => import('./features/registration-day/registration-day-page')),
  },
  {
    path: 'publish-scores',
    titleKey: 'pages.publish-scores',
    icon: { ios: checkmarkDoneCircleOutline, md: checkmarkDoneCircleSharp },
    ...lazyPage(() => import('./features/exam-publication/exam-publication-page')),
  },
];

/**
 * Pages a URL may open although the server's menu does not list them: spec §2's advising sub-pages
 * (individuals, drop-add, groups, validate, evaluation questions, advising preview) and the pages the
 * start-up gates send to. Named here, not only on registry entries, so the rule holds before those pages exist.
 */
const MENU_FREE_PAGES: ReadonlySet<string> = new Set<MobilePageName>([
  HOME_PATH,
  LOGIN_PATH,
  'announcement',
  'evaluation',
  'evaluation-questions',
  'IndAdvising',
  'AddDrop',
  'AdvisingModules',
  'validateAdvising',
  'validateDropAdd',
  'validateAdvPreview',
  'Preview',
]);

export function reachableWithoutMenu(page: string): boolean {
  return (
    MENU_FREE_PAGES.has(page) || pages.some((entry) => entry.path === page && entry.reachableWithoutMenu)
  );
}

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
    (page) => !page.hidden && (page.path === HOME_PATH || serverPages.has(page.path)),
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

/** The registry entry for a route path ('/home' or 'home', or a location hash '#/home'), if any. */
export function pageForPath(
  pathname: string,
  registry: readonly PageDefinition[] = pages,
): PageDefinition | undefined {
  const path = pathname.replace(/^#?\/*/, '').split(/[/?]/)[0];
  return registry.find((page) => page.path === path);
}
