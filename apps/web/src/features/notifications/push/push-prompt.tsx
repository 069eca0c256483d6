import { IonButton, IonIcon } from '@ionic/react';
import { notificationsOffOutline, notificationsOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import '../translations';
import { usePushPrompt } from './use-push-prompt';

/**
 * "Get notified on this device" on the message centre: explains why before the browser asks, and only
 * asks when the student presses the button. Once on, a one-line status with "Turn off".
 */
export function PushPrompt() {
  const { t } = useTranslation(['notifications']);
  const { state, turnOn, turnOff, dismiss } = usePushPrompt();
  if (state.kind === 'hidden') return null;

  if (state.kind === 'on' || (state.kind === 'working' && state.action === 'off')) {
    return (
      <div className="push-status" role="status">
        <IonIcon icon={notificationsOutline} aria-hidden="true" />
        <span>{t('notifications:push.on')}</span>
        <IonButton
          fill="clear"
          size="small"
          disabled={state.kind === 'working'}
          onClick={() => void turnOff()}
        >
          {state.kind === 'working' ? t('notifications:push.turningOff') : t('notifications:push.turnOff')}
        </IonButton>
      </div>
    );
  }

  if (state.kind === 'blocked') {
    return (
      <section className="push-card push-card--blocked" aria-labelledby="push-card-title">
        <IonIcon icon={notificationsOffOutline} aria-hidden="true" className="push-card__icon" />
        <div className="push-card__text">
          <h2 id="push-card-title">{t('notifications:push.blockedTitle')}</h2>
          <p>{t('notifications:push.blockedDetail')}</p>
          <div className="push-card__actions">
            <IonButton fill="clear" onClick={dismiss}>
              {t('notifications:push.hide')}
            </IonButton>
          </div>
        </div>
      </section>
    );
  }

  const working = state.kind === 'working';
  return (
    <section className="push-card" aria-labelledby="push-card-title">
      <IonIcon icon={notificationsOutline} aria-hidden="true" className="push-card__icon" />
      <div className="push-card__text">
        <h2 id="push-card-title">{t('notifications:push.title')}</h2>
        <p>{t('notifications:push.detail')}</p>
        {state.kind === 'failed' && (
          <p className="push-card__problem" role="alert">
            {state.reason
              ? t('notifications:push.failed', { reason: state.reason })
              : t('notifications:push.failedGeneric')}
          </p>
        )}
        <div className="push-card__actions">
          <IonButton disabled={working} onClick={() => void turnOn()}>
            {working
              ? t('notifications:push.turningOn')
              : state.kind === 'failed'
                ? t('notifications:push.tryAgain')
                : t('notifications:push.turnOn')}
          </IonButton>
          <IonButton fill="clear" disabled={working} onClick={dismiss}>
            {t('notifications:push.notNow')}
          </IonButton>
        </div>
      </div>
    </section>
  );
}
