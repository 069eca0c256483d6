import { IonButton } from '@ionic/react';

/** An office editor's end: the problem that stopped the save, then save (busy while sending) and cancel. */
export function EditorFooter({
  problem,
  saving,
  saveLabel,
  savingLabel,
  cancelLabel,
  onSave,
  onCancel,
}: {
  problem: string | undefined;
  saving: boolean;
  saveLabel: string;
  savingLabel: string;
  cancelLabel: string;
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <>
      {problem && (
        <p className="office-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="office-actions">
        <IonButton
          disabled={saving}
          onClick={() => {
            onSave();
          }}
        >
          {saving ? savingLabel : saveLabel}
        </IonButton>
        <IonButton
          fill="outline"
          onClick={() => {
            onCancel();
          }}
        >
          {cancelLabel}
        </IonButton>
      </div>
    </>
  );
}
