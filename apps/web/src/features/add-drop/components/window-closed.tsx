import { IonIcon } from '@ionic/react';
import type { AdvisingWindow } from '@portal/contract';
import { hourglassOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../components/registration/countdown';
import { useServerClock } from '../../../components/registration/use-server-clock';
import { instantLabel } from '../../../lib/university-instant';
import { ADD_DROP_NAMESPACE } from '../translations';
import '../add-drop.css';
import './window-closed.css';

interface WindowClosedProps {
  window: AdvisingWindow | null;
  /** The server's clock when it answered. */
  now: string;
  timeZone: string;
}

/** Outside the add/drop window: when it opens (with a countdown on the server's clock), or that it has closed. */
export function WindowClosed({ window, now, timeZone }: WindowClosedProps) {
  const { t, i18n } = useTranslation(['translation', ADD_DROP_NAMESPACE]);
  const clock = useServerClock(now);
  const when = (instant: string) => instantLabel(instant, timeZone, i18n.language, 'dateTime');
  const opensLater = window !== null && Date.parse(window.OpensAt) > clock;
  let detail = t('addDrop:noWindow');
  if (window)
    detail = opensLater
      ? t('addDrop:opensAt', { when: when(window.OpensAt) })
      : t('addDrop:closedAt', { when: when(window.ClosesAt) });
  return (
    <section className="add-drop-closed" role="status">
      <IonIcon icon={hourglassOutline} aria-hidden="true" className="add-drop-closed__icon" />
      <h2>{t('addDrop:closedTitle')}</h2>
      <p>{detail}</p>
      {window && opensLater && <Countdown target={Date.parse(window.OpensAt)} now={clock} />}
    </section>
  );
}
