import {
  IonButtons,
  IonContent,
  IonFooter,
  IonHeader,
  IonMenuButton,
  IonPage,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../components/page-body';
import { useUniversityName } from '../lib/use-university-name';
import { PageErrorBoundary } from './page-error-boundary';
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
 * Every routed page: IonPage > header (menu button, page title) + content + footer. The body inside is the
 * registry's lazily loaded component, so the frame paints at once and only the body waits. Bodies are
 * direct children of IonContent so they can place an IonRefresher in its `fixed` slot.
 */
export function PageFrame({ title, fallback, children }: PageFrameProps) {
  const { t } = useTranslation();
  const university = useUniversityName();

  useEffect(() => {
    document.title = `${title} · ${t('app.title')}`;
  }, [title, t]);

  return (
    <IonPage>
      <IonHeader>
        <IonToolbar color="primary">
          <IonButtons slot="start">
            <IonMenuButton aria-label={t('app.openMenu')} />
          </IonButtons>
          <IonTitle className="page-title">{title}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent className="page-content">
        <PageErrorBoundary>
          <Suspense fallback={<PageBody>{fallback}</PageBody>}>{children}</Suspense>
        </PageErrorBoundary>
      </IonContent>
      <IonFooter className="page-footer">
        <p>
          {t('app.pageCopyright', { year: PAGE_COPYRIGHT_YEAR, university: university ?? t('app.title') })}
        </p>
      </IonFooter>
    </IonPage>
  );
}
