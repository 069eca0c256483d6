import {
  IonButton,
  IonButtons,
  IonContent,
  IonFooter,
  IonHeader,
  IonIcon,
  IonMenuButton,
  IonPage,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import { logOutOutline } from 'ionicons/icons';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../components/page-body';
import { signOut } from '../lib/api';
import { displayUserName } from '../lib/session';
import { useSession } from '../lib/use-session';
import { useUniversityName } from '../lib/use-university-name';
import { ActingAsBar } from './acting-as-bar';
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
  const userName = displayUserName(useSession().token);

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
          {userName && (
            <IonButtons slot="end">
              <span className="page-user" title={t('session.signedInAs', { name: userName })}>
                {userName}
              </span>
              <IonButton aria-label={t('session.logout')} onClick={() => void signOut({ reload: false })}>
                <IonIcon slot="icon-only" icon={logOutOutline} aria-hidden="true" />
              </IonButton>
            </IonButtons>
          )}
        </IonToolbar>
        <ActingAsBar />
      </IonHeader>
      <IonContent className="page-content">
        <PageErrorBoundary>
          <Suspense fallback={<PageBody>{fallback}</PageBody>}>{children}</Suspense>
        </PageErrorBoundary>
      </IonContent>
      <IonFooter className="page-footer">
        <p>
          {userName && <span className="page-footer-user">{userName} · </span>}
          {t('app.pageCopyright', { year: PAGE_COPYRIGHT_YEAR, university: university ?? t('app.title') })}
        </p>
      </IonFooter>
    </IonPage>
  );
}
