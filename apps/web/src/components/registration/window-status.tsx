import { IonIcon } from '@ionic/react';
import type { AdvisingWindow, AdvisingWindowKind } from '@portal/contract';
import { calendarOutline } from 'ionicons/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUniversityTime } from '../../lib/university-instant';
import { Countdown } from './countdown';
import { REGISTRATION_SHARED_NAMESPACE } from './translations';
import { useServerClock } from './use-server-clock';
import './window-status.css';

interface WindowStatusProps {
  /** The registration windows, and course evaluation, which a student meets the same way. */
  kind: AdvisingWindowKind | 'evaluation';
  window: Pick<AdvisingWindow, 'OpensAt' | 'ClosesAt'> | null;
  /** The server's clock when it answered: the countdown runs on it, not on the device's clock. */
  serverNow: string;
  /** Called once when the countdown reaches the opening, so the page asks the server again. */
  onOpened?: () => void;
  /**
   * 'reason': the window's dates, as the validate page's reasons and a closed page's notice say them;
   * 'banner': a page's notice that changes are closed while what is there stays readable.
   */
  variant: 'reason' | 'banner';
}

/**
 * The window's dates in plain words and, before it opens, a live countdown to the opening: every page of a
 * registration window says its state in these words, from the window the server sent.
 */
export function WindowStatus({ kind, window, serverNow, onOpened, variant }: WindowStatusProps) {
  const { t } = useTranslation(['translation', REGISTRATION_SHARED_NAMESPACE]);
  const formatInstant = useUniversityTime();
  const now = useServerClock(serverNow);
  const name = t(`registrationShared:window.names.${kind}`);
  const opensAt = window ? Date.parse(window.OpensAt) : Number.NaN;
  const upcoming = window !== null && now < opensAt;
  const reached = window !== null && Date.parse(serverNow) < opensAt && now >= opensAt;
  useEffect(() => {
    if (reached) onOpened?.();
  }, [reached, onOpened]);

  let sentence: string;
  if (!window) sentence = t('registrationShared:window.none', { window: name });
  else if (upcoming)
    sentence = t('registrationShared:window.notYet', {
      window: name,
      opens: formatInstant(opensAt, 'fullDateTime'),
      closes: formatInstant(window.ClosesAt, 'fullDateTime'),
    });
  else if (now >= Date.parse(window.ClosesAt))
    sentence = t('registrationShared:window.closed', {
      window: name,
      closes: formatInstant(window.ClosesAt, 'fullDateTime'),
    });
  else
    sentence = t('registrationShared:window.open', {
      window: name,
      closes: formatInstant(window.ClosesAt, 'fullDateTime'),
    });

  return (
    <div className={`window-status window-status--${variant}`}>
      <p className="window-status__sentence">
        <IonIcon icon={calendarOutline} aria-hidden="true" />
        <span>
          {variant === 'banner' && !upcoming
            ? t('registrationShared:window.bannerClosed', { window: name })
            : sentence}
        </span>
      </p>
      {upcoming && (
        <>
          <p className="window-status__caption">
            {variant === 'banner'
              ? t('registrationShared:window.bannerOpensIn', { window: name })
              : t('registrationShared:window.opensIn')}
          </p>
          <Countdown target={opensAt} now={now} />
        </>
      )}
    </div>
  );
}
