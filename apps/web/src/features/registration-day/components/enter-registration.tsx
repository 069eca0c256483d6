import { IonIcon, IonSpinner, useIonRouter } from '@ionic/react';
import type { MobilePageName } from '@portal/contract/pages';
import { checkmarkCircleOutline, enterOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon/icon';
import { errorMessage } from '../../../lib/error-message';
import { waitInRoom, whenAdmitted } from '../../../lib/waiting-room';
import { requestAdmission } from '../api/request-admission';
import { REGISTRATION_NAMESPACE } from '../translations';
import './ticket.css';

type Step =
  { kind: 'ready' } | { kind: 'asking' } | { kind: 'admitted' } | { kind: 'failed'; error: unknown };

/**
 * "Start registering": asks the server for admission; when it is busy the waiting room opens, and once
 * admitted the student goes on to the window's page (the validate page), or — where this build has none —
 * is told they are in.
 */
export function EnterRegistration({ page }: { page: MobilePageName | undefined }) {
  const { t } = useTranslation(['translation', REGISTRATION_NAMESPACE]);
  const router = useIonRouter();
  const [step, setStep] = useState<Step>({ kind: 'ready' });

  async function enter() {
    setStep({ kind: 'asking' });
    try {
      const place = await requestAdmission();
      if (!place.Admitted) {
        waitInRoom(place);
        if (!(await whenAdmitted())) {
          setStep({ kind: 'ready' });
          return;
        }
      }
      if (page) router.push(`/${page}`, 'root');
      else setStep({ kind: 'admitted' });
    } catch (error) {
      setStep({ kind: 'failed', error });
    }
  }

  if (step.kind === 'admitted') {
    return (
      <p className="enter-registration__admitted" role="status">
        <IonIcon icon={checkmarkCircleOutline} aria-hidden="true" />
        {t('registration:tile.admitted')}
      </p>
    );
  }
  return (
    <div className="enter-registration">
      {/* A plain button drawn like Ionic's solid one: it is on home's first screen, where every Ionic
          component (ion-button brings ion-icon and ion-ripple-effect) is start-up work on a slow phone. */}
      <button
        type="button"
        className="enter-registration__button"
        onClick={() => void enter()}
        disabled={step.kind === 'asking'}
      >
        {step.kind === 'asking' ? (
          <IonSpinner name="crescent" className="enter-registration__spinner" aria-hidden="true" />
        ) : (
          <Icon icon={enterOutline} className="enter-registration__icon" />
        )}
        {t('registration:tile.start')}
      </button>
      {step.kind === 'failed' && (
        <p className="enter-registration__error" role="alert">
          {errorMessage(step.error, t)}
        </p>
      )}
    </div>
  );
}
