import { IonButton, useIonAlert } from '@ionic/react';
import { ADMISSION_MODES, type AdmissionMode } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useSetAdmissionMode } from '../api/set-admission-mode';
import { REGISTRATION_NAMESPACE } from '../translations';
import '../registration-day.css';
import './admission-mode-switch.css';

/**
 * The registrar's switch for an incident: hold every newcomer in the line (the database is failing over),
 * let everyone in (the signals misread), or back to automatic. Asks before leaving automatic.
 */
export function AdmissionModeSwitch({ mode }: { mode: AdmissionMode }) {
  const { t } = useTranslation(['translation', REGISTRATION_NAMESPACE]);
  const change = useSetAdmissionMode();
  const [confirm] = useIonAlert();

  function choose(next: AdmissionMode) {
    if (next === mode) return;
    if (next === 'auto') {
      change.mutate(next);
      return;
    }
    void confirm({
      header: t(`registration:mode.confirm.${next}.title`),
      message: t(`registration:mode.confirm.${next}.message`),
      buttons: [
        { text: t('registration:mode.cancel'), role: 'cancel' },
        {
          text: t(`registration:mode.confirm.${next}.action`),
          handler: () => {
            change.mutate(next);
          },
        },
      ],
    });
  }

  return (
    <section className="live-mode" aria-labelledby="live-mode-title">
      <h2 id="live-mode-title" className="live-section__title">
        {t('registration:mode.title')}
      </h2>
      <div className="live-mode__choices" role="group" aria-labelledby="live-mode-title">
        {ADMISSION_MODES.map((option) => (
          <IonButton
            key={option}
            fill={option === mode ? 'solid' : 'outline'}
            // A string: Ionic passes the value on to its inner button as it is given.
            aria-pressed={option === mode ? 'true' : 'false'}
            disabled={change.isPending}
            onClick={() => {
              choose(option);
            }}
          >
            {t(`registration:mode.${option}`)}
          </IonButton>
        ))}
      </div>
      <p className="live-section__note">{t(`registration:mode.explain.${mode}`)}</p>
      {change.isError && (
        <p className="registration-day__error" role="alert">
          {errorMessage(change.error, t)}
        </p>
      )}
    </section>
  );
}
