import { IonIcon } from '@ionic/react';
import type { AdvisingWindow, AdvisingWindowKind } from '@portal/contract';
import { calendarOutline } from 'ionicons/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../components/registration/countdown';
import { useServerClock } from '../../../components/registration/use-server-clock';
import { ADVISING_NAMESPACE } from '../translations';
import { useUniversityTime } from '../../../lib/university-instant';
import './window-status.css';

interface WindowStatusProps {
  kind: AdvisingWindowKind;
  window: AdvisingWindow | null;
  /** The server's clock when it answered: the countdown runs on it, not on the device's clock. */
  serverNow: string;
  /** Called once when the countdown reaches the opening, so the page asks the server again. */
  onOpened?: () => void;
  /** 'reason': a line of the validate page's reasons; 'banner': a page's notice that changes are closed. */
  variant: 'reason' | 'banner';
}

/** The window's dates in plain words and, before it opens, a live countdown to the opening. */
export function WindowStatus({ kind, window, serverNow, onOpened, variant }: WindowStatusProps) {
  const { t } = useTranslation(['translation', ADVISING_NAMESPACE]);
  const formatInstant = useUniversityTime();
  const now = useServerClock(serverNow);
  const name = t(`advising:windows.${kind}`);
  const opensAt = window ? Date.parse(window.OpensAt) : Number.NaN;
  const upcoming = window !== null && now < opensAt;
  const reached = window !== null && Date.parse(serverNow) < opensAt && now >= opensAt;
  useEffect(() => {
    if (reached) onOpened?.();
  }, [reached, onOpened]);

  let sentence: string;
  if (!window) sentence = t('advising:validate.window.none', { window: name });
  else if (upcoming)
    sentence = t('advising:validate.window.notYet', {
      window: name,
      opens: formatInstant(opensAt, 'fullDateTime'),
      closes: formatInstant(window.ClosesAt, 'fullDateTime'),
    });
  else if (now >= Date.parse(window.ClosesAt))
    sentence = t('advising:validate.window.closed', {
      window: name,
      closes: formatInstant(window.ClosesAt, 'fullDateTime'),
    });
  else
    sentence = t('advising:validate.window.open', {
      window: name,
      closes: formatInstant(window.ClosesAt, 'fullDateTime'),
    });

  return (
    <div className={`adv-window adv-window--${variant}`}>
      <p className="adv-window__sentence">
        <IonIcon icon={calendarOutline} aria-hidden="true" />
        <span>
          {variant === 'banner' && !upcoming ? t('advising:status.closed', { window: name }) : sentence}
        </span>
      </p>
      {upcoming && (
        <>
          <p className="adv-window__caption">
            {variant === 'banner'
              ? t('advising:status.opensIn', { window: name })
              : t('advising:validate.window.opensIn')}
          </p>
          <Countdown target={opensAt} now={now} />
        </>
      )}
    </div>
  );
}
