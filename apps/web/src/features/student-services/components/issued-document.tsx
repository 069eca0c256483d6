import { IonButton } from '@ionic/react';
import type { OfficeOrder } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useRevokeDocument } from '../api/revoke-document';
import { STUDENT_SERVICES_NAMESPACE } from '../translations';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { NoteConfirmation } from '../../../components/office/note-confirmation';

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
        <NoteConfirmation
          title={t('studentServices:issued.revoke')}
          noteLabel={t('studentServices:issued.reason')}
          note={reason}
          onNote={setReason}
          confirmLabel={t('studentServices:issued.confirm')}
          danger
          pending={revoke.isPending}
          onConfirm={send}
          onCancel={() => {
            setAsking(false);
            setProblem(undefined);
          }}
        />
      )}
      {problem && (
        <p className="office-problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
