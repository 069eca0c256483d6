import { IonIcon } from '@ionic/react';
import type { ApplicationSummary } from '@portal/contract';
import { informationCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { INTERNATIONAL_NAMESPACE } from '../translations';

/** What the student must do next, in words; or who the application waits on, or that it is over. */
export function NextStep({ application }: { application: ApplicationSummary }) {
  const { t } = useTranslation(INTERNATIONAL_NAMESPACE);
  const step = application.NextStep;
  const text = step ? t(`nextSteps.${step}`) : t(`waiting.${application.State}`);
  return (
    <div className={`intl-next${step ? ' intl-next--yours' : ''}`} role="status">
      <IonIcon icon={informationCircleOutline} aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
