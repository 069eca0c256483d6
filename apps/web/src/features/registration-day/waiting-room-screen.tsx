import { IonButton, IonContent, IonIcon, IonModal, IonProgressBar } from '@ionic/react';
import type { WaitingRoomPlace } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { hourglassOutline, peopleOutline, timeOutline } from 'ionicons/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveWaitingRoom, updatePlace } from '../../lib/waiting-room';
import { requestAdmission } from './api/request-admission';
import { REGISTRATION_NAMESPACE } from './translations';
import './waiting-room-screen.css';
import { numberFormat } from '../../lib/intl-formats';

/** When the server cannot be asked (offline, a hiccup), ask again after this long. */
const RETRY_SECONDS = 5;

/** Asks again when the server says; once admitted, the room closes and failed reads are fetched again. */
function useAdmissionPolling(place: WaitingRoomPlace): boolean {
  const queryClient = useQueryClient();
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      requestAdmission({ signal: controller.signal, wait: true })
        .then(async (next) => {
          setUnreachable(false);
          updatePlace(next);
          if (next.Admitted) {
            await queryClient.refetchQueries({
              type: 'active',
              predicate: (query) => query.state.status === 'error',
            });
          }
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setUnreachable(true);
          // A new object: the effect runs again and asks after the retry delay.
          updatePlace({ ...place, PollAfterSeconds: RETRY_SECONDS });
        });
    }, place.PollAfterSeconds * 1000);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [place, queryClient]);
  return unreachable;
}

/**
 * The waiting room (shown by the shell over any page): where the student is in the line, how long it may
 * take, why, and that nothing needs doing. It asks the server again as often as the server says and
 * closes by itself when the student is admitted.
 */
export default function WaitingRoomScreen({ place }: { place: WaitingRoomPlace }) {
  const { t, i18n } = useTranslation(['translation', REGISTRATION_NAMESPACE]);
  const unreachable = useAdmissionPolling(place);
  const [firstPosition] = useState(place.Position ?? 1);
  const number = numberFormat(i18n.language);
  const position = place.Position ?? 1;
  const progress = firstPosition > 1 ? Math.min(1, (firstPosition - position) / (firstPosition - 1)) : 0;
  const expected = place.ExpectedWaitSeconds;
  const wait =
    expected === null
      ? t('registration:room.waitUnknown')
      : expected < 60
        ? t('registration:room.waitUnderMinute')
        : t('registration:room.waitMinutes', { count: Math.ceil(expected / 60) });
  return (
    <IonModal
      isOpen
      backdropDismiss={false}
      // A label, not labelledby: the dialog role sits inside Ionic's shadow root, which ids cannot reach.
      aria-label={t('registration:room.title')}
      className="waiting-room-modal"
    >
      <IonContent className="waiting-room-content">
        <div className="waiting-room">
          <IonIcon icon={hourglassOutline} className="waiting-room__icon" aria-hidden="true" />
          <h1 className="waiting-room__title">{t('registration:room.title')}</h1>
          <p className="waiting-room__intro">{t('registration:room.intro')}</p>
          <div className="waiting-room__place" role="status" aria-live="polite">
            <p className="waiting-room__position">
              <span className="waiting-room__label">{t('registration:room.position')}</span>
              <span className="waiting-room__number">{number.format(position)}</span>
            </p>
            <IonProgressBar value={progress} aria-hidden="true" />
            <ul className="waiting-room__facts">
              <li>
                <IonIcon icon={timeOutline} aria-hidden="true" />
                {wait}
              </li>
              <li>
                <IonIcon icon={peopleOutline} aria-hidden="true" />
                {t('registration:room.waiting', { count: place.QueueLength })}
              </li>
            </ul>
          </div>
          <p className="waiting-room__note">{t('registration:room.keepOpen')}</p>
          {unreachable && (
            <p className="waiting-room__offline" role="alert">
              {t('registration:room.unreachable')}
            </p>
          )}
          <IonButton fill="clear" onClick={leaveWaitingRoom}>
            {t('registration:room.leave')}
          </IonButton>
        </div>
      </IonContent>
    </IonModal>
  );
}
