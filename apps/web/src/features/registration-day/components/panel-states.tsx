import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { alertCircleOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '../../../components/state-panel';
import { errorMessage } from '../../../lib/error-message';
import { REGISTRATION_NAMESPACE } from '../translations';

export function PanelLoading() {
  const { t } = useTranslation();
  return (
    <div className="registration-day__loading" role="status" aria-label={t('app.loading')}>
      <IonSpinner />
    </div>
  );
}

export function PanelError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation(['translation', REGISTRATION_NAMESPACE]);
  return (
    <StatePanel
      tone="error"
      icon={alertCircleOutline}
      title={t('registration:staff.errorTitle')}
      detail={errorMessage(error, t)}
      action={
        <IonButton fill="outline" onClick={retry}>
          <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
          {t('errors.retry')}
        </IonButton>
      }
    />
  );
}
