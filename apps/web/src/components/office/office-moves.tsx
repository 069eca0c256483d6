import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { NoteConfirmation } from './note-confirmation';

/** What the office reads around its moves, in the office's own words. */
export interface OfficeMovesTexts {
  none: string;
  note: string;
  noteOptional: string;
  noteNeeded: string;
  confirm: (move: string) => string;
}

/** How a sent move ends: the sentence saying what the record became, or the refusal. */
export interface OfficeMoveAnswer {
  onSuccess: (done: string) => void;
  onError: (error: unknown) => void;
}

/**
 * The office's moves the server offers now (OfficeActions), each confirmed with a note; the moves the
 * student must be told the reason for (noteNeeded) cannot be sent without one. The feature sends the move
 * with the version it saw, so a page left open while someone else changed the record is refused.
 */
export function OfficeMoves<Action extends string>({
  actions,
  label,
  noteNeeded,
  danger,
  outline,
  texts,
  pending,
  onMove,
}: {
  actions: readonly Action[];
  label: (action: Action) => string;
  noteNeeded: readonly Action[];
  danger: readonly Action[];
  outline: readonly Action[];
  texts: OfficeMovesTexts;
  pending: boolean;
  onMove: (action: Action, note: string | undefined, answer: OfficeMoveAnswer) => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Action>();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();

  function send(action: Action) {
    if (noteNeeded.includes(action) && note.trim() === '') {
      setProblem(texts.noteNeeded);
      return;
    }
    setProblem(undefined);
    onMove(action, note.trim() || undefined, {
      onSuccess: (sentence) => {
        setAsking(undefined);
        setNote('');
        setDone(sentence);
      },
      onError: (error) => {
        setProblem(errorMessage(error, t));
      },
    });
  }

  return (
    <div>
      {actions.length === 0 && <p>{texts.none}</p>}
      {asking === undefined && (
        <div className="office-actions">
          {actions.map((action) => (
            <IonButton
              key={action}
              color={danger.includes(action) ? 'danger' : 'primary'}
              fill={outline.includes(action) ? 'outline' : 'solid'}
              onClick={() => {
                setDone(undefined);
                setProblem(undefined);
                setAsking(action);
              }}
            >
              {label(action)}
            </IonButton>
          ))}
        </div>
      )}
      {asking !== undefined && (
        <NoteConfirmation
          title={label(asking)}
          noteLabel={noteNeeded.includes(asking) ? texts.note : texts.noteOptional}
          note={note}
          onNote={setNote}
          confirmLabel={texts.confirm(label(asking))}
          danger={danger.includes(asking)}
          pending={pending}
          onConfirm={() => {
            send(asking);
          }}
          onCancel={() => {
            setAsking(undefined);
            setProblem(undefined);
          }}
        />
      )}
      {problem && (
        <p className="office-problem" role="alert">
          {problem}
        </p>
      )}
      {done && (
        <p className="office-notice" role="status">
          {done}
        </p>
      )}
    </div>
  );
}
