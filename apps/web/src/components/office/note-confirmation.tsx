import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { OFFICE_NAMESPACE } from './translations';

/**
 * The second step of an office move: the note the student will read, then Confirm or Cancel. Every move
 * of the back office (a state move, withdrawing a document) is asked this way.
 */
export function NoteConfirmation({
  title,
  noteLabel,
  note,
  onNote,
  confirmLabel,
  danger,
  pending,
  onConfirm,
  onCancel,
}: {
  title: string;
  noteLabel: string;
  note: string;
  onNote: (note: string) => void;
  confirmLabel: string;
  danger: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['translation', OFFICE_NAMESPACE]);
  return (
    <form
      className="office-card"
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
    >
      <label className="office-field">
        <span>{noteLabel}</span>
        <textarea
          maxLength={1000}
          value={note}
          onChange={(event) => {
            onNote(event.target.value);
          }}
        />
      </label>
      <div className="office-actions">
        <IonButton disabled={pending} color={danger ? 'danger' : 'primary'} onClick={onConfirm}>
          {confirmLabel}
        </IonButton>
        <IonButton fill="outline" onClick={onCancel}>
          {t('office:cancel')}
        </IonButton>
      </div>
    </form>
  );
}
