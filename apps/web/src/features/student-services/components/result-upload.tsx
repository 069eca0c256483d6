import { IonButton } from '@ionic/react';
import type { OfficeOrder } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useAttachResult } from '../api/attach-result';
import { STUDENT_SERVICES_NAMESPACE } from '../translations';

/** The office's result (one PDF) for an approved request, with the upload's progress. */
export function ResultUpload({ order }: { order: OfficeOrder }) {
  const { t } = useTranslation(['translation', STUDENT_SERVICES_NAMESPACE]);
  const attach = useAttachResult();
  const [file, setFile] = useState<File>();
  const [percent, setPercent] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState(false);

  function send() {
    if (file?.type !== 'application/pdf') {
      setProblem(t('studentServices:attach.onlyPdf'));
      return;
    }
    setProblem(undefined);
    setDone(false);
    attach.mutate(
      {
        orderId: order.OrderId,
        version: order.Version,
        file,
        onProgress: ({ loaded, total }) => {
          setPercent(Math.round((loaded / total) * 100));
        },
      },
      {
        onSuccess: () => {
          setDone(true);
          setFile(undefined);
          setPercent(undefined);
        },
        onError: (error) => {
          setProblem(errorMessage(error, t));
          setPercent(undefined);
        },
      },
    );
  }

  return (
    <div className="office-card">
      <label className="office-field">
        <span>{t('studentServices:attach.choose')}</span>
        <input
          type="file"
          accept="application/pdf"
          onChange={(event) => {
            setFile(event.target.files?.[0]);
          }}
        />
      </label>
      {percent !== undefined && (
        <progress max={100} value={percent} aria-label={t('studentServices:attach.progress', { percent })}>
          {t('studentServices:attach.progress', { percent })}
        </progress>
      )}
      <div className="office-actions">
        <IonButton disabled={attach.isPending || file === undefined} onClick={send}>
          {t('studentServices:attach.send')}
        </IonButton>
      </div>
      {problem && (
        <p className="office-problem" role="alert">
          {problem}
        </p>
      )}
      {done && (
        <p className="office-notice" role="status">
          {t('studentServices:attach.done')}
        </p>
      )}
    </div>
  );
}
