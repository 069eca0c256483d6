import { IonButton } from '@ionic/react';
import type { OfficeApplication, OfficeApplicationAction } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoteConfirmation } from '../../../components/office/note-confirmation';
import { errorMessage } from '../../../lib/error-message';
import { useActOnApplication } from '../api/act-on-application';
import { INTERNATIONAL_OFFICE_NAMESPACE } from '../translations';

/** Moves the student must be told the reason for: asked for before the move is sent. */
const NOTE_NEEDED: readonly OfficeApplicationAction[] = ['return', 'partner-refused'];

/**
 * The office's moves the server offers now (OfficeActions), each confirmed with a note; returning the
 * application and the partner's refusal cannot be sent without one. The version seen is sent, so a page
 * left open while the student or a colleague changed the application is refused.
 */
export function ApplicationMoves({ application }: { application: OfficeApplication }) {
  const { t } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  const act = useActOnApplication();
  const [asking, setAsking] = useState<OfficeApplicationAction>();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();

  function send(action: OfficeApplicationAction) {
    if (NOTE_NEEDED.includes(action) && note.trim() === '') {
      setProblem(t('internationalOffice:moves.noteNeeded'));
      return;
    }
    setProblem(undefined);
    act.mutate(
      {
        ApplicationId: application.ApplicationId,
        Action: action,
        Version: application.Version,
        ...(note.trim() ? { Note: note.trim() } : {}),
      },
      {
        onSuccess: (moved) => {
          setAsking(undefined);
          setNote('');
          setDone(
            t('internationalOffice:moves.done', { state: t(`internationalOffice:state.${moved.State}`) }),
          );
        },
        onError: (error) => {
          setProblem(errorMessage(error, t));
        },
      },
    );
  }

  const danger = (action: OfficeApplicationAction) => action === 'return' || action === 'partner-refused';
  return (
    <div>
      {application.OfficeActions.length === 0 && <p>{t('internationalOffice:moves.none')}</p>}
      {asking === undefined && (
        <div className="office-actions">
          {application.OfficeActions.map((action) => (
            <IonButton
              key={action}
              color={danger(action) ? 'danger' : 'primary'}
              fill={danger(action) ? 'outline' : 'solid'}
              onClick={() => {
                setDone(undefined);
                setProblem(undefined);
                setAsking(action);
              }}
            >
              {t(`internationalOffice:moves.${action}`)}
            </IonButton>
          ))}
        </div>
      )}
      {asking !== undefined && (
        <NoteConfirmation
          title={t(`internationalOffice:moves.${asking}`)}
          noteLabel={t(
            NOTE_NEEDED.includes(asking)
              ? 'internationalOffice:moves.note'
              : 'internationalOffice:moves.noteOptional',
          )}
          note={note}
          onNote={setNote}
          confirmLabel={t('internationalOffice:moves.confirm', {
            move: t(`internationalOffice:moves.${asking}`),
          })}
          danger={danger(asking)}
          pending={act.isPending}
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
