import { IonButton, IonSpinner } from '@ionic/react';
import type { ApplicationDetail, StudentApplicationAction } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useUpdateStudentProgram } from '../api/update-student-program';
import { INTERNATIONAL_NAMESPACE } from '../translations';

/** The moves that take a second thought: asked again before they are sent. */
type Confirmed = 'decline-offer' | 'withdraw';

const QUESTIONS = {
  'decline-offer': {
    title: 'actions.declineTitle',
    question: 'actions.declineQuestion',
    confirm: 'actions.declineConfirm',
    keep: 'actions.keepOffer',
  },
  withdraw: {
    title: 'actions.withdrawTitle',
    question: 'actions.withdrawQuestion',
    confirm: 'actions.withdrawConfirm',
    keep: 'actions.keepApplication',
  },
} as const;

/**
 * The moves the student may make now (the server's StudentActions), each naming the version the page shows:
 * submit (held back while required documents are missing), accept or decline an offer, withdraw.
 */
export function ApplicationActions({
  application,
  missingDocuments,
}: {
  application: ApplicationDetail;
  missingDocuments: number;
}) {
  const { t } = useTranslation(['translation', INTERNATIONAL_NAMESPACE]);
  const update = useUpdateStudentProgram();
  const [confirming, setConfirming] = useState<Confirmed>();
  const allowed = application.StudentActions;
  if (allowed.length === 0) return null;
  const busy = update.isPending;

  function act(action: StudentApplicationAction) {
    setConfirming(undefined);
    update.mutate({ ApplicationId: application.ApplicationId, Action: action, Version: application.Version });
  }

  const spinner = (action: StudentApplicationAction) =>
    busy &&
    update.variables.Action === action && <IonSpinner slot="start" name="crescent" aria-hidden="true" />;
  const asked = confirming && QUESTIONS[confirming];
  return (
    <section className="intl-actions" aria-label={t('international:actions.title')}>
      <div className="intl-buttons">
        {allowed.includes('submit') && (
          <IonButton
            disabled={busy || missingDocuments > 0}
            onClick={() => {
              act('submit');
            }}
          >
            {spinner('submit')}
            {application.State === 'returned'
              ? t('international:actions.resubmit')
              : t('international:actions.submit')}
          </IonButton>
        )}
        {allowed.includes('accept-offer') && (
          <IonButton
            color="success"
            disabled={busy}
            onClick={() => {
              act('accept-offer');
            }}
          >
            {spinner('accept-offer')}
            {t('international:actions.accept')}
          </IonButton>
        )}
        {allowed.includes('decline-offer') && confirming === undefined && (
          <IonButton
            fill="outline"
            color="danger"
            disabled={busy}
            onClick={() => {
              setConfirming('decline-offer');
            }}
          >
            {t('international:actions.decline')}
          </IonButton>
        )}
        {allowed.includes('withdraw') && confirming === undefined && (
          <IonButton
            fill="outline"
            color="danger"
            disabled={busy}
            onClick={() => {
              setConfirming('withdraw');
            }}
          >
            {t('international:actions.withdraw')}
          </IonButton>
        )}
      </div>
      {allowed.includes('submit') && missingDocuments > 0 && (
        <p className="intl-muted">
          {t('international:actions.missingDocuments', { count: missingDocuments })}
        </p>
      )}
      {confirming && asked && (
        <div className="request-confirm" role="alertdialog" aria-label={t(`international:${asked.title}`)}>
          <p>{t(`international:${asked.question}`)}</p>
          <IonButton
            fill="clear"
            onClick={() => {
              setConfirming(undefined);
            }}
          >
            {t(`international:${asked.keep}`)}
          </IonButton>
          <IonButton
            color="danger"
            onClick={() => {
              act(confirming);
            }}
          >
            {t(`international:${asked.confirm}`)}
          </IonButton>
        </div>
      )}
      {update.isError && (
        <p className="intl-problem" role="alert">
          {errorMessage(update.error, t)}
        </p>
      )}
    </section>
  );
}
