import { IonIcon } from '@ionic/react';
import type { AdvisingWindow, AdvisingWindowKind } from '@portal/contract';
import { hourglassOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_SHARED_NAMESPACE } from './translations';
import { WindowStatus } from './window-status';
import './window-closed-panel.css';

interface WindowClosedPanelProps {
  kind: AdvisingWindowKind;
  window: AdvisingWindow | null;
  /** The server's clock when it answered. */
  serverNow: string;
  /** Called when the countdown reaches the opening, so the page asks the server again. */
  onOpened?: () => void;
}

/**
 * A window's page while the window is not open: nothing of the window's work is drawn, only its state in
 * the words the validate page uses, so a page opened by its address never says more than the menu's step.
 */
export function WindowClosedPanel({ kind, window, serverNow, onOpened }: WindowClosedPanelProps) {
  const { t } = useTranslation(['translation', REGISTRATION_SHARED_NAMESPACE]);
  return (
    <section className="window-closed-panel" role="status">
      <IonIcon icon={hourglassOutline} aria-hidden="true" className="window-closed-panel__icon" />
      <h2>
        {t('registrationShared:window.closedTitle', {
          window: t(`registrationShared:window.names.${kind}`),
        })}
      </h2>
      <WindowStatus kind={kind} window={window} serverNow={serverNow} onOpened={onOpened} variant="reason" />
    </section>
  );
}
