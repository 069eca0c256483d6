import { IonButton } from '@ionic/react';
import type { ApplicationDocument, OfficeApplication } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoteConfirmation } from '../../../components/office/note-confirmation';
import { errorMessage } from '../../../lib/error-message';
import { useReviewApplicationDocument } from '../api/review-application-document';
import { INTERNATIONAL_OFFICE_NAMESPACE } from '../translations';

type Decision = 'accept' | 'reject';

/**
 * Accept a file in one tap, or reject it with the reason the student reads when the application is
 * returned; an accepted file can still be rejected. The application's version seen is sent with it.
 */
export function DocumentReview({
  application,
  document,
}: {
  application: OfficeApplication;
  document: ApplicationDocument;
}) {
  const { t } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  const review = useReviewApplicationDocument();
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();

  function send(decision: Decision) {
    if (decision === 'reject' && note.trim() === '') {
      setProblem(t('internationalOffice:document.noteNeeded'));
      return;
    }
    setProblem(undefined);
    review.mutate(
      {
        DocumentId: document.DocumentId,
        Decision: decision,
        ...(decision === 'reject' ? { Note: note.trim() } : {}),
        Version: application.Version,
      },
      {
        onSuccess: () => {
          setRejecting(false);
          setNote('');
        },
        onError: (error) => {
          setProblem(errorMessage(error, t));
        },
      },
    );
  }

  return (
    <>
      {!rejecting && document.State !== 'accepted' && (
        <IonButton
          size="small"
          disabled={review.isPending}
          onClick={() => {
            send('accept');
          }}
        >
          {t('internationalOffice:document.accept')}
        </IonButton>
      )}
      {!rejecting && document.State !== 'rejected' && (
        <IonButton
          size="small"
          color="danger"
          disabled={review.isPending}
          onClick={() => {
            setProblem(undefined);
            setRejecting(true);
          }}
        >
          {t('internationalOffice:document.reject')}
        </IonButton>
      )}
      {rejecting && (
        <NoteConfirmation
          title={t('internationalOffice:document.reject')}
          noteLabel={t('internationalOffice:document.note')}
          note={note}
          onNote={setNote}
          confirmLabel={t('internationalOffice:document.confirmReject')}
          danger
          pending={review.isPending}
          onConfirm={() => {
            send('reject');
          }}
          onCancel={() => {
            setRejecting(false);
            setProblem(undefined);
          }}
        />
      )}
      {problem && (
        <p className="office-problem" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
