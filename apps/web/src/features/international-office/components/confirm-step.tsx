import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { INTERNATIONAL_OFFICE_NAMESPACE } from '../translations';

/** A step that cannot be undone, asked once more: what it does, then Confirm or Cancel. */
export function ConfirmStep({
  question,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  question: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  return (
    <div className="office-card" role="group" aria-label={confirmLabel}>
      <p>{question}</p>
      <div className="office-actions">
        <IonButton disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </IonButton>
        <IonButton fill="outline" onClick={onCancel}>
          {t('internationalOffice:cancel')}
        </IonButton>
      </div>
    </div>
  );
}
