import { IonButton } from '@ionic/react';
import type { OfficeOrder, OrderDocument } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useReviewDocument } from '../api/review-document';
import { STUDENT_SERVICES_NAMESPACE } from '../translations';

type Decision = 'accept' | 'reject' | 'waive';

/**
 * Accept or reject an uploaded file, or waive a requirement nothing usable was uploaded for. Rejecting and
 * waiving ask for the reason first: the student reads it when the request is returned.
 */
export function ReviewButtons({
  order,
  requirementCode,
  document,
}: {
  order: OfficeOrder;
  requirementCode: string;
  document?: OrderDocument;
}) {
  const { t } = useTranslation(['translation', STUDENT_SERVICES_NAMESPACE]);
  const review = useReviewDocument();
  const [asking, setAsking] = useState<Decision>();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();

  function send(decision: Decision) {
    if (decision !== 'accept' && note.trim() === '') {
      setProblem(t('studentServices:document.noteNeeded'));
      return;
    }
    setProblem(undefined);
    review.mutate(
      {
        OrderId: order.OrderId,
        RequirementCode: requirementCode,
        ...(document ? { DocumentId: document.DocumentId } : {}),
        Decision: decision,
        ...(note.trim() ? { Note: note.trim() } : {}),
        Version: order.Version,
      },
      {
        onSuccess: () => {
          setAsking(undefined);
          setNote('');
        },
        onError: (error) => {
          setProblem(errorMessage(error, t));
        },
      },
    );
  }

  const choices: Decision[] = document
    ? document.State === 'accepted'
      ? ['reject']
      : ['accept', 'reject']
    : ['waive'];
  return (
    <>
      {asking === undefined &&
        choices.map((decision) => (
          <IonButton
            key={decision}
            size="small"
            color={decision === 'reject' ? 'danger' : 'primary'}
            disabled={review.isPending}
            onClick={() => {
              if (decision === 'accept') send(decision);
              else setAsking(decision);
            }}
          >
            {t(`studentServices:document.${decision}`)}
          </IonButton>
        ))}
      {asking !== undefined && (
        <form
          className="office-card"
          onSubmit={(event) => {
            event.preventDefault();
            send(asking);
          }}
        >
          <label className="office-field">
            <span>{t('studentServices:document.note')}</span>
            <textarea
              maxLength={1000}
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
              }}
            />
          </label>
          <div className="office-actions">
            <IonButton
              size="small"
              disabled={review.isPending}
              onClick={() => {
                send(asking);
              }}
            >
              {t(`studentServices:document.${asking}`)}
            </IonButton>
            <IonButton
              size="small"
              fill="outline"
              onClick={() => {
                setAsking(undefined);
                setProblem(undefined);
              }}
            >
              {t('studentServices:document.cancel')}
            </IonButton>
          </div>
        </form>
      )}
      {problem && (
        <p className="office-problem" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
