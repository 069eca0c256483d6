import { Navigate, Route } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HOME_PATH, pages, type PageDefinition } from '../pages';
import { PageFrame } from './page-frame';
import { PageLoading } from './page-loading';

function RegisteredPage({ page }: { page: PageDefinition }) {
  const { t } = useTranslation();
  const Body = page.component;
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
