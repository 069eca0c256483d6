import { IonButton, IonIcon } from '@ionic/react';
import { alertCircleOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { StatePanel } from '../state-panel';

interface LoadFailedPanelProps {
  /** What could not be loaded, in the page's words ("Your timetable could not be loaded"). */
  title: string;
  /** The failed call's error: the catalogue turns it into the sentence under the title. */
  error: unknown;
  onRetry: () => void;
}

/** A read that failed: what, why (the error catalogue, spec §8), and Retry. */
export function LoadFailedPanel({ title, error, onRetry }: LoadFailedPanelProps) {
  const { t } = useTranslation();
  return (
    <StatePanel
      tone="error"
      icon={alertCircleOutline}
      title={title}
      detail={errorMessage(error, t)}
      action={
        <IonButton fill="outline" onClick={onRetry}>
          <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
          {t('errors.retry')}
        </IonButton>
      }
    />
  );
}
