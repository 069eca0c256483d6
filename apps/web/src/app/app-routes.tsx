import { Suspense, useDeferredValue, useMemo } from 'react';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/use-session';
import { usePageAccess } from '../lib/page-access';
import type { PageDefinition } from '../lib/page-definition';
import { HOME_PATH, landingPath, LOGIN_PATH } from '../lib/page-paths';
import { pages } from '../pages';
import { pageForPath } from './page-for-path';
import { PageFrame } from './page-frame';
import { PageLoading } from './page-loading';

/** A page inside the frame, once the server's menu lets the user open it (exported for its tests). */
export function FramedPage({ page }: { page: PageDefinition }) {
  const { t } = useTranslation();
  const access = usePageAccess(page.path);
  const Body = page.component;
  // The same element on every render, so React leaves the page alone when only the menu's state moved
  // (loading, then ready): the page re-renders for its own data, not for the frame's.
  const body = useMemo(() => <Body />, [Body]);
  // Ionic's router mounts a page from a layout effect, which React renders at once, in one task; the body
  // (the page's own components, most of the work) follows in a deferred render of its own, done in slices
  // that let taps through, with the frame already there. At start-up that one task was the longest.
  const bodyShown = useDeferredValue(true, false);
  // Ionic keeps the pages left behind mounted in its stack: only the page at the address may send the user
  // home, or one closed behind the current page (Add/Drop once an impersonation stops) takes them away.
  const atAddress = useLocation().pathname === `/${page.path}`;
  if (access === 'closed') return atAddress ? <Navigate to={`/${HOME_PATH}`} replace /> : null;
  // Refused (menu 403): the frame stays, empty, under the alert that ends the session.
  if (access === 'refused') {
    return (
      <PageFrame title={t(page.titleKey)} fallback={null}>
        {null}
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t(page.titleKey)} fallback={<PageLoading />}>
      {access === 'open' && bodyShown ? body : <PageLoading />}
    </PageFrame>
  );
}

function RegisteredPage({ page }: { page: PageDefinition }) {
  const { token, profile } = useSession();
  const Body = page.component;
  if (page.frame === 'none') {
    // Already signed in: the login page has nothing to offer.
    if (token && page.path === LOGIN_PATH) {
      return <Navigate to={`/${landingPath(profile?.Roles ?? [])}`} replace />;
    }
    return (
      <Suspense fallback={<PageLoading />}>
        <Body />
      </Suspense>
    );
  }
  // Spec §4: away from the login page without a stored token, the user is logged out.
  if (!token) return <Navigate to={`/${LOGIN_PATH}`} replace />;
  return <FramedPage page={page} />;
}

/**
 * The empty and any unknown address go home (spec §2). Ionic keeps such a view mounted behind the pages
 * opened after it, and a redirect fires on each of its renders: it may send the user home only while the
 * address is still one no page has, or a re-render behind the page they opened next takes them away.
 */
export function HomeForUnknownAddress() {
  const { pathname } = useLocation();
  return pageForPath(pathname) ? null : <Navigate to={`/${HOME_PATH}`} replace />;
}

/**
 * The routes, derived from the page registry. Returned as an array because IonRouterOutlet reads its <Route>
 * children directly.
 */
export function appRoutes() {
  return [
    ...pages.map((page) => (
      <Route key={page.path} path={`/${page.path}`} element={<RegisteredPage page={page} />} />
    )),
    <Route key="root" path="/" element={<HomeForUnknownAddress />} />,
    <Route key="unknown" path="*" element={<HomeForUnknownAddress />} />,
  ];
}
