import { IonButton } from '@ionic/react';
import type { PartyEventMove, PartyEventState, PartyOfficeEvent } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReloadEvents } from '../api/get-events';
import { useMoveEvent } from '../api/move-event';
import { useOfficeProblem, type OfficeProblem } from '../office-problem';
import { EVENTS_OFFICE_NAMESPACE } from '../translations';
import { ProblemLine } from './problem-line';

/** The states each move leaves from, as the server's rules say (a held event moves nowhere). */
const MOVES_FROM: Record<PartyEventMove, readonly PartyEventState[]> = {
  open: ['draft', 'closed'],
  close: ['open'],
  hold: ['closed'],
};

export const movesOf = (state: PartyEventState) =>
  (Object.keys(MOVES_FROM) as PartyEventMove[]).filter((move) => MOVES_FROM[move].includes(state));

/**
 * Open, close or mark held — only the moves the event's state allows — sent at the version on screen. Held
 * is asked twice: it ends check-in at the door and nothing moves the event back.
 */
export function EventMoves({ event }: { event: PartyOfficeEvent }) {
  const { t } = useTranslation(EVENTS_OFFICE_NAMESPACE);
  const move = useMoveEvent();
  const reload = useReloadEvents();
  const problemOf = useOfficeProblem();
  const [problem, setProblem] = useState<OfficeProblem>();
  const [done, setDone] = useState('');
  const [confirming, setConfirming] = useState(false);
  const send = (Move: PartyEventMove) => () => {
    setProblem(undefined);
    setDone('');
    setConfirming(false);
    move.mutate(
      { EventId: event.EventId, Version: event.Version, Move },
      {
        onSuccess: () => {
          setDone(t(`done.${Move}`));
        },
        onError: (error) => {
          setProblem(problemOf(error));
        },
      },
    );
  };
  return (
    <>
      {movesOf(event.State).map((one) => (
        <IonButton
          key={one}
          disabled={move.isPending || confirming}
          color={one === 'hold' ? 'medium' : 'primary'}
          onClick={
            one === 'hold'
              ? () => {
                  setConfirming(true);
                }
              : send(one)
          }
        >
          {t(`moves.${one}`)}
        </IonButton>
      ))}
      {confirming && (
        <div className="office-card" role="group" aria-label={t('holdQuestion')}>
          <p>{t('holdQuestion')}</p>
          <IonButton color="danger" disabled={move.isPending} onClick={send('hold')}>
            {t('confirmHold')}
          </IonButton>
          <IonButton
            fill="outline"
            onClick={() => {
              setConfirming(false);
            }}
          >
            {t('cancel')}
          </IonButton>
        </div>
      )}
      <p role="status" className="office-notice" hidden={done === ''}>
        {done}
      </p>
      <ProblemLine
        problem={problem}
        onReload={() => {
          setProblem(undefined);
          void reload();
        }}
      />
    </>
  );
}
