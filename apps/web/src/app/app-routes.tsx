import { Suspense } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/use-session';
import { HOME_PATH, landingPath, LOGIN_PATH, pageAllowed, pages, type PageDefinition } from '../pages';
import { PageFrame } from './page-frame';
import { PageLoading } from './page-loading';

function RegisteredPage({ page }: { page: PageDefinition }) {
  const { t } = useTranslation();
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
  if (!pageAllowed(page, profile?.Roles ?? [])) return <Navigate to={`/${HOME_PATH}`} replace />;
  return (
    <PageFrame title={t(page.titleKey)} fallback={<PageLoading />}>
      <Body />
    </PageFrame>
  );
}

/**
 * The routes, derived from the page registry. The empty path and any unknown path go to home (spec §2).
 * Returned as an array because IonRouterOutlet reads its <Route> children directly.
 */
export function appRoutes() {
  return [
    ...pages.map((page) => (
      <Route key={page.path} path={`/${page.path}`} element={<RegisteredPage page={page} />} />
    )),
    <Route key="root" path="/" element={<Navigate to={`/${HOME_PATH}`} replace />} />,
    <Route key="unknown" path="*" element={<Navigate to={`/${HOME_PATH}`} replace />} />,
  ];
}
