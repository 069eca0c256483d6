import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';

export type RoundStep = 'close' | 'preview' | 'publish';

/** The part of a mutation the steps use, so any office's close, preview and publish calls fit. */
interface StepMutation<Variables> {
  mutate: (variables: Variables, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** Each office words its steps in its own namespace; the steps only place them. */
export interface RoundStepLabels {
  edit: string;
  close: string;
  preview: string;
  previewAgain: string;
  publish: string;
  confirmPublish: string;
  cancel: string;
  download: string;
  /** Asked before publishing, with what publishing makes final. */
  question: string;
  done: (step: RoundStep) => string;
}

/**
 * The step an allocation round's state allows — close an open one, preview a closed one (again until
 * published), publish a previewed one only after a confirmation — the CSV once previewed, the editor while it
 * may still change, and what the last step did or why it failed.
 */
export function RoundSteps<Variables>({
  state,
  editable,
  previewed,
  variables,
  steps,
  labels,
  onEdit,
  onDownload,
}: {
  state: string;
  editable: boolean;
  previewed: boolean;
  variables: Variables;
  steps: Record<RoundStep, StepMutation<Variables>>;
  labels: RoundStepLabels;
  onEdit: () => void;
  onDownload: () => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState('');
  const all = [steps.close, steps.preview, steps.publish];
  const pending = all.some((step) => step.isPending);
  const failed = all.find((step) => step.isError)?.error;
  const run = (key: RoundStep) => () => {
    setDone('');
    steps[key].mutate(variables, {
      onSuccess: () => {
        setConfirming(false);
        setDone(labels.done(key));
      },
    });
  };

  return (
    <>
      {confirming ? (
        <div className="office-card" role="group" aria-label={labels.confirmPublish}>
          <p>{labels.question}</p>
          <div className="office-actions">
            <IonButton disabled={pending} onClick={run('publish')}>
              {labels.confirmPublish}
            </IonButton>
            <IonButton
              fill="outline"
              onClick={() => {
                setConfirming(false);
              }}
            >
              {labels.cancel}
            </IonButton>
          </div>
        </div>
      ) : (
        <div className="office-actions">
          {editable && (
            <IonButton fill="outline" disabled={pending} onClick={onEdit}>
              {labels.edit}
            </IonButton>
          )}
          {state === 'open' && (
            <IonButton disabled={pending} onClick={run('close')}>
              {labels.close}
            </IonButton>
          )}
          {(state === 'closed' || state === 'previewed') && (
            <IonButton
              disabled={pending}
              fill={state === 'previewed' ? 'outline' : 'solid'}
              onClick={run('preview')}
            >
              {state === 'previewed' ? labels.previewAgain : labels.preview}
            </IonButton>
          )}
          {state === 'previewed' && (
            <IonButton
              disabled={pending}
              onClick={() => {
                setConfirming(true);
              }}
            >
              {labels.publish}
            </IonButton>
          )}
          {previewed && (
            <IonButton fill="outline" onClick={onDownload}>
              {labels.download}
            </IonButton>
          )}
        </div>
      )}
      <p role="status" className="office-notice">
        {done}
      </p>
      {failed !== undefined && failed !== null && (
        <p className="office-problem" role="alert">
          {errorMessage(failed, t)}
        </p>
      )}
    </>
  );
}
