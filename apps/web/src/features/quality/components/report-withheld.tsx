import { IonButton, IonIcon } from '@ionic/react';
import { hourglassOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '../../../components/state-panel';
import { QUALITY_NAMESPACE } from '../translations';

/**
 * The report while the term's evaluation is open or being counted: nothing is shown until every answer is
 * counted together after the window closes, so no student's answers can be picked out by comparing two
 * readings. A waiting state with a way to look again, not an error.
 */
export function ReportWithheld({ onCheckAgain }: { onCheckAgain: () => void }) {
  const { t } = useTranslation(['translation', QUALITY_NAMESPACE]);
  return (
    <StatePanel
      tone="empty"
      icon={hourglassOutline}
      title={t('quality:withheldTitle')}
      detail={t('quality:withheldDetail')}
      action={
        <IonButton fill="outline" onClick={onCheckAgain}>
          <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
          {t('quality:checkAgain')}
        </IonButton>
      }
    />
  );
}
