import { IonButton } from '@ionic/react';
import {
  MILITARY_MOVES,
  type MilitaryRecordRow,
  type MilitaryRecordStatus,
  type MilitaryStatus,
} from '@portal/contract';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useSetMilitaryRecord } from '../api/set-military-record';
import { MILITARY_RECORDS_NAMESPACE } from '../translations';

/** What the page confirms after a save, written in the language shown when it is read. */
export interface SavedRecord {
  StudentCode: string;
  Status: MilitaryStatus;
}

interface StatusDialogProps {
  row: MilitaryRecordRow;
  /** With the record as saved, or nothing when the dialog was cancelled. */
  onClose: (saved?: SavedRecord) => void;
}

/**
 * Changing one student's status: only the moves the contract allows from where they stand, a note (an
 * exemption needs one), then a confirmation naming the new status, since completed and exempt are final.
 */
export function StatusDialog({ row, onClose }: StatusDialogProps) {
  const { t } = useTranslation(['translation', MILITARY_RECORDS_NAMESPACE]);
  const titleId = useId();
  const moves = MILITARY_MOVES[row.Status];
  const [status, setStatus] = useState<MilitaryRecordStatus | undefined>(moves[0]);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const save = useSetMilitaryRecord();
  const named = (value: string) => t(`militaryRecords:status.${value as MilitaryRecordStatus}`);

  function review(event?: SyntheticEvent) {
    event?.preventDefault();
    const missing = status === 'exempt' && note.trim() === '';
    setProblem(missing ? t('militaryRecords:dialog.noteMissing') : undefined);
    setConfirming(!missing && status !== undefined);
  }

  function confirm(chosen: MilitaryRecordStatus) {
    const text = note.trim();
    save.mutate(
      { StudentCode: row.StudentCode, Status: chosen, ...(text ? { Note: text } : {}) },
      {
        onSuccess: (saved) => {
          onClose({ StudentCode: saved.StudentCode, Status: saved.Status });
        },
        onError: (error) => {
          setProblem(errorMessage(error, t));
          setConfirming(false);
        },
      },
    );
  }

  return (
    <form className="military-dialog" role="dialog" aria-labelledby={titleId} onSubmit={review}>
      <h2 id={titleId}>{t('militaryRecords:dialog.title', { student: row.StudentCode })}</h2>
      <p>{t('militaryRecords:dialog.now', { status: named(row.Status) })}</p>
      <label className="military-field">
        <span>{t('militaryRecords:dialog.status')}</span>
        <select
          value={status ?? ''}
          disabled={confirming}
          onChange={(event) => {
            setStatus(moves.find((move) => move === event.target.value));
          }}
        >
          {moves.map((move) => (
            <option key={move} value={move}>
              {named(move)}
            </option>
          ))}
        </select>
      </label>
      <label className="military-field">
        <span>{t('militaryRecords:dialog.note')}</span>
        <textarea
          maxLength={500}
          value={note}
          disabled={confirming}
          aria-describedby={`${titleId}-hint`}
          onChange={(event) => {
            setNote(event.target.value);
          }}
        />
      </label>
      <small id={`${titleId}-hint`}>{t('militaryRecords:dialog.noteHint')}</small>
      {status === 'exempt' && !row.Paid && (
        <p className="military-notice">{t('militaryRecords:dialog.exemptCredit')}</p>
      )}
      {problem && (
        <p className="military-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="military-dialog__actions">
        {confirming && status ? (
          <IonButton
            disabled={save.isPending}
            onClick={() => {
              confirm(status);
            }}
          >
            {t('militaryRecords:dialog.confirm', { status: named(status) })}
          </IonButton>
        ) : (
          <IonButton
            onClick={() => {
              review();
            }}
          >
            {t('militaryRecords:dialog.review')}
          </IonButton>
        )}
        <IonButton
          fill="outline"
          onClick={() => {
            if (confirming) setConfirming(false);
            else onClose();
          }}
        >
          {t('militaryRecords:dialog.cancel')}
        </IonButton>
      </div>
    </form>
  );
}
