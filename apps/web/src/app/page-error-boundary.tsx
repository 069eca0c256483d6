import { IonButton, IonIcon } from '@ionic/react';
import { alertCircleOutline, refreshOutline } from 'ionicons/icons';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../components/page-body';
import { StatePanel } from '../components/state-panel';

function PageLoadError() {
  const { t } = useTranslation();
  return (
    <PageBody>
      <StatePanel
        tone="error"
        icon={alertCircleOutline}
        title={t('errors.pageLoad')}
        action={
          // React.lazy remembers a failed download; a reload fetches the page's code again.
          <IonButton
            fill="outline"
            onClick={() => {
              window.location.reload();
            }}
          >
            <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
            {t('errors.retry')}
          </IonButton>
        }
      />
    </PageBody>
  );
}

interface State {
  failed: boolean;
}

/**
 * Catches a page body that fails to load or render (its chunk could not be downloaded, offline) so the
 * shell and menu stay usable. Error boundaries can only be classes.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PageLoadError /> : this.props.children;
  }
}
