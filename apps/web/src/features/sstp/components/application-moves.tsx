import { IonButton } from '@ionic/react';
import type { SstpApplication, SstpStudentAction, SstpStudentData } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useSaveStudentSstpData } from '../api/save-student-sstp-data';
import { SSTP_NAMESPACE } from '../translations';

/**
 * The student's moves on a sent application: withdraw it while the cycle is open, confirm or decline the
 * place given. Declining gives the place up for good, so it asks first.
 */
export function ApplicationMoves({
  data,
  application,
  organization,
}: {
  data: SstpStudentData;
  application: SstpApplication;
  organization: string;
}) {
  const { t } = useTranslation(['translation', SSTP_NAMESPACE]);
  const move = useSaveStudentSstpData();
  const [declining, setDeclining] = useState(false);
  const act = (Action: SstpStudentAction) => () => {
    move.mutate(
      { ApplicationId: application.ApplicationId, Action },
      {
        onSuccess: () => {
          setDeclining(false);
        },
      },
    );
  };
  const withdrawable = application.State === 'submitted' && data.Cycle?.State === 'open';
  const answerable = application.State === 'assigned';
  if (!withdrawable && !answerable) return null;
  return (
    <>
      {declining ? (
        <div className="sstp-confirm" role="group" aria-label={t('sstp:moves.declineTitle')}>
          <p>{t('sstp:moves.declineQuestion', { organization })}</p>
          <div className="sstp-actions">
            <IonButton color="danger" disabled={move.isPending} onClick={act('decline')}>
              {t('sstp:moves.declineNow')}
            </IonButton>
            <IonButton
              fill="outline"
              onClick={() => {
                setDeclining(false);
              }}
            >
              {t('sstp:form.cancel')}
            </IonButton>
          </div>
        </div>
      ) : (
        <div className="sstp-actions">
          {withdrawable && (
            <IonButton fill="outline" disabled={move.isPending} onClick={act('withdraw')}>
              {t('sstp:moves.withdraw')}
            </IonButton>
          )}
          {answerable && (
            <>
              <IonButton disabled={move.isPending} onClick={act('confirm')}>
                {t('sstp:moves.confirm')}
              </IonButton>
              <IonButton
                fill="outline"
                disabled={move.isPending}
                onClick={() => {
                  setDeclining(true);
                }}
              >
                {t('sstp:moves.decline')}
              </IonButton>
            </>
          )}
        </div>
      )}
      {withdrawable && <p className="sstp-muted">{t('sstp:moves.withdrawHint')}</p>}
      {move.isError && (
        <p role="alert" className="sstp-problem">
          {errorMessage(move.error, t)}
        </p>
      )}
    </>
  );
}
