import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { refreshOutline, timeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { BILLING_NAMESPACE } from '../translations';

/**
 * Back from the provider with the invoice still open: the return proves nothing, so the page says it waits
 * for the provider's confirmation, and once that is late, lets the student ask again.
 */
export function ProviderWaitNotice({ late, onCheckAgain }: { late: boolean; onCheckAgain: () => void }) {
  const { t } = useTranslation(['translation', BILLING_NAMESPACE]);
  if (!late) {
    return (
      <div className="billing-wait" role="status">
        <IonSpinner name="crescent" aria-hidden="true" />
        <div>
          <p className="billing-wait__title">{t('billing:waiting.title')}</p>
          <p>{t('billing:waiting.detail')}</p>
        </div>
      </div>
    );
  }
  return (
    <div className="billing-wait" role="status">
      <IonIcon icon={timeOutline} aria-hidden="true" className="billing-wait__icon" />
      <div>
        <p className="billing-wait__title">{t('billing:waiting.lateTitle')}</p>
        <p>{t('billing:waiting.lateDetail')}</p>
        <IonButton fill="outline" size="small" onClick={onCheckAgain}>
          <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
          {t('billing:waiting.checkAgain')}
        </IonButton>
      </div>
    </div>
  );
}
