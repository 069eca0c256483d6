import { IonButton } from '@ionic/react';
import type { OfficeOrder, OfficeOrderAction } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useActOnOrder } from '../api/act-on-order';
import { STUDENT_SERVICES_NAMESPACE } from '../translations';
import { NoteConfirmation } from '../../../components/office/note-confirmation';

/** Moves whose note the student must read: asked for before the move is sent. */
const NOTE_NEEDED: readonly OfficeOrderAction[] = ['return', 'reject'];

/**
 * The office's moves the server offers now (OfficeActions). Every move opens a short confirmation with a
 * note; return and reject cannot be sent without one. The version seen is sent, so a stale page is refused.
 */
export function OrderMoves({ order }: { order: OfficeOrder }) {
  const { t } = useTranslation(['translation', STUDENT_SERVICES_NAMESPACE]);
  const act = useActOnOrder();
  const [asking, setAsking] = useState<OfficeOrderAction>();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();

  function send(action: OfficeOrderAction) {
    if (NOTE_NEEDED.includes(action) && note.trim() === '') {
      setProblem(t('studentServices:moves.noteNeeded'));
      return;
    }
    setProblem(undefined);
    act.mutate(
      {
        OrderId: order.OrderId,
        Action: action,
        Version: order.Version,
        ...(note.trim() ? { Note: note.trim() } : {}),
      },
      {
        onSuccess: (moved) => {
          setAsking(undefined);
          setNote('');
          setDone(t('studentServices:moves.done', { state: t(`studentServices:state.${moved.State}`) }));
        },
        onError: (error) => {
          setProblem(errorMessage(error, t));
        },
      },
    );
  }

  return (
    <div>
      {order.OfficeActions.length === 0 && <p>{t('studentServices:detail.noActions')}</p>}
      {asking === undefined && (
        <div className="office-actions">
          {order.OfficeActions.map((action) => (
            <IonButton
              key={action}
              color={action === 'reject' ? 'danger' : 'primary'}
              fill={action === 'return' ? 'outline' : 'solid'}
              onClick={() => {
                setDone(undefined);
                setProblem(undefined);
                setAsking(action);
              }}
            >
              {t(`studentServices:moves.${action}`)}
            </IonButton>
          ))}
        </div>
      )}
      {asking !== undefined && (
        <NoteConfirmation
          title={t(`studentServices:moves.${asking}`)}
          noteLabel={t(
            NOTE_NEEDED.includes(asking)
              ? 'studentServices:moves.note'
              : 'studentServices:moves.noteOptional',
          )}
          note={note}
          onNote={setNote}
          confirmLabel={`${t('studentServices:moves.confirm')}: ${t(`studentServices:moves.${asking}`)}`}
          danger={asking === 'reject'}
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
