import { IonAlert, type AlertButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { dismissAlert, type AppAlert } from '../lib/app-alerts';
import { leaveApp } from '../lib/leave-app';

interface AlertView {
  header: string;
  message: string;
  buttons: AlertButton[];
  /** Whether a tap outside (or Escape) may dismiss it: not for the alerts whose only way out is a choice. */
  dismissible: boolean;
}

function useAlertView(alert: AppAlert): AlertView {
  const { t } = useTranslation();
  const done = () => {
    dismissAlert(alert);
  };
  const ok: AlertButton = { text: t('alerts.ok'), role: 'cancel', handler: done };
  const exit: AlertButton = {
    text: t('alerts.exit'),
    role: 'destructive',
    handler: () => {
      done();
      void leaveApp();
    },
  };
  switch (alert.kind) {
    case 'no-connection':
      return {
        header: t('alerts.warning'),
        message: t('alerts.noConnection'),
        buttons: [ok],
        dismissible: true,
      };
    case 'connection-error':
      return {
        header: t('alerts.warning'),
        message: t('alerts.connectionError'),
        buttons: [ok],
        dismissible: true,
      };
    case 'invalid-token':
      return {
        header: t('alerts.warning'),
        message: t('alerts.invalidToken'),
        buttons: [ok],
        dismissible: true,
      };
    case 'not-allowed':
      return {
        header: t('alerts.warning'),
        message: t('alerts.notAllowed'),
        buttons: [exit],
        dismissible: false,
      };
    case 'step-failed':
      return {
        header: t('alerts.error'),
        message: t(alert.cause === 'connection' ? 'alerts.stepConnection' : 'alerts.stepOther', {
          step: t(`alerts.steps.${alert.step}`),
        }),
        buttons: [
          exit,
          {
            text: t('alerts.retry'),
            handler: () => {
              done();
              alert.retry();
            },
          },
        ],
        dismissible: false,
      };
    case 'beta':
      return {
        header: t('alerts.betaTitle'),
        message: t('alerts.beta'),
        buttons: [
          { text: t('alerts.close'), role: 'cancel', handler: done },
          {
            text: t('alerts.openCurrent'),
            handler: () => {
              done();
              window.location.assign(alert.currentVersionUrl);
            },
          },
        ],
        dismissible: true,
      };
  }
}

/**
 * One of the app's alerts (lib/app-alerts.ts) in Ionic's alert. Loaded after the first screen (alert-host.tsx),
 * which keeps Ionic's alert and its overlay code out of start-up.
 */
export function ShownAlert({ alert }: { alert: AppAlert }) {
  const view = useAlertView(alert);
  return (
    <IonAlert
      isOpen
      header={view.header}
      message={view.message}
      buttons={view.buttons}
      backdropDismiss={view.dismissible}
      onDidDismiss={() => {
        dismissAlert(alert);
      }}
    />
  );
}
