import { IonButton } from '@ionic/react';
import type { OfficeOrder } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useRevokeDocument } from '../api/revoke-document';
import { STUDENT_SERVICES_NAMESPACE } from '../translations';
import { useOfficeFormat } from '../use-office-format';

/**
 * The document the portal issued for the request: when, and whether it was withdrawn. The office withdraws
 * it with a reason the student reads (issued in error, the facts changed); its code then verifies as
 * withdrawn. Asked twice, like every office move.
 */
export function IssuedDocument({ order }: { order: OfficeOrder }) {
  const { t } = useTranslation(['translation', STUDENT_SERVICES_NAMESPACE]);
  const format = useOfficeFormat();
  const revoke = useRevokeDocument();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const issued = order.Issued;
  if (!issued) return null;

  if (issued.RevokedAt)
    return (
      <p className="office-problem">
        {t('studentServices:issued.revoked', {
          issued: format.instant(issued.At),
          revoked: format.instant(issued.RevokedAt),
        })}
      </p>
    );

  function send() {
    if (reason.trim() === '') {
      setProblem(t('studentServices:issued.reasonNeeded'));
      return;
    }
    setProblem(undefined);
    revoke.mutate(
      { OrderId: order.OrderId, Version: order.Version, Reason: reason.trim() },
      {
        onError: (error) => {
          setProblem(errorMessage(error, t));
        },
      },
    );
  }

  return (
    <div>
      <p>{t('studentServices:issued.at', { issued: format.instant(issued.At) })}</p>
      {!asking ? (
        <IonButton
          fill="outline"
          color="danger"
          onClick={() => {
            setAsking(true);
          }}
        >
          {t('studentServices:issued.revoke')}
        </IonButton>
      ) : (
        <form
          className="office-card"
          aria-label={t('studentServices:issued.revoke')}
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <label className="office-field">
            <span>{t('studentServices:issued.reason')}</span>
            <textarea
              maxLength={1000}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
              }}
            />
          </label>
          <div className="office-actions">
            <IonButton color="danger" disabled={revoke.isPending} onClick={send}>
              {t('studentServices:issued.confirm')}
            </IonButton>
            <IonButton
              fill="outline"
              onClick={() => {
                setAsking(false);
                setProblem(undefined);
              }}
            >
              {t('studentServices:moves.cancel')}
            </IonButton>
          </div>
        </form>
      )}
      {problem && (
        <p className="office-problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
