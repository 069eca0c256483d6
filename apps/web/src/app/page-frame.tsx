import { IonContent, IonPage } from '@ionic/react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../components/page-body';
import { displayUserName } from '../lib/session';
import { useSession } from '../lib/use-session';
import { useUniversityName } from '../lib/use-university-name';
import { PageHeader } from './header/page-header';
import { PageErrorBoundary } from './page-error-boundary';
import { SocialLinks } from './social-links';
import './page-frame.css';

/** The year printed in every page footer (spec §9: page footer copyright year 2025). */
const PAGE_COPYRIGHT_YEAR = 2025;

interface PageFrameProps {
  title: string;
  /** Shown while the page body's code or data loads. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Every routed page: IonPage > header + content + footer. The body inside is the registry's lazily loaded
 * component, so the frame paints at once and only the body waits. Header and footer are plain elements
 * (page-header.tsx says why). Bodies are direct children of IonContent
 * so they can place an IonRefresher in its `fixed` slot.
 */
export function PageFrame({ title, fallback, children }: PageFrameProps) {
  const { t } = useTranslation();
  const university = useUniversityName();
  const userName = displayUserName(useSession().token);

  useEffect(() => {
    document.title = `${title} · ${t('app.title')}`;
  }, [title, t]);

  return (
    <IonPage>
      <PageHeader title={title} />
      <IonContent className="page-content">
        <PageErrorBoundary>
          <Suspense fallback={<PageBody>{fallback}</PageBody>}>{children}</Suspense>
        </PageErrorBoundary>
      </IonContent>
      <footer className="page-footer">
        <div className="page-footer__row">
          <p>
            {userName && <span className="page-footer-user">{userName} · </span>}
            {t('app.pageCopyright', { year: PAGE_COPYRIGHT_YEAR, university: university ?? t('app.title') })}
          </p>
          <SocialLinks className="page-footer__social" />
        </div>
      </footer>
    </IonPage>
  );
}
