import { IonButton } from '@ionic/react';
import type { RecordTrainingEvaluationBody, TrainingApplication } from '@portal/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectInput, TextInput } from '../../../components/office/editor-inputs';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { errorMessage } from '../../../lib/error-message';
import { useRecordEvaluation } from '../api/record-evaluation';
import { TRAINING_OFFICE_NAMESPACE } from '../translations';

const RESULTS: readonly RecordTrainingEvaluationBody['Result'][] = ['passed', 'failed'];

/** The organisation's evaluation of one confirmed training: score out of 100, passed or failed, a comment. */
export function EvaluationForm({
  application,
  onClose,
}: {
  application: TrainingApplication;
  onClose: () => void;
}) {
  const { t } = useTranslation(['translation', TRAINING_OFFICE_NAMESPACE]);
  const format = useOfficeFormat();
  const record = useRecordEvaluation();
  const [score, setScore] = useState('');
  const [result, setResult] = useState<RecordTrainingEvaluationBody['Result']>('passed');
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState('');
  const title = t('trainingOffice:evaluation.title', { student: format.student(application) });

  function send(event?: SyntheticEvent) {
    event?.preventDefault();
    const Score = /^\d{1,3}$/.test(score.trim()) ? Number(score) : NaN;
    if (!(Score >= 0 && Score <= 100)) {
      setProblem(t('trainingOffice:evaluation.scoreProblem'));
      return;
    }
    setProblem('');
    record.mutate(
      { ApplicationId: application.ApplicationId, Score, Result: result, Comment: comment.trim() },
      {
        onSuccess: onClose,
        onError: (error) => {
          setProblem(errorMessage(error, t));
        },
      },
    );
  }

  return (
    <form className="office-editor office-card" aria-label={title} onSubmit={send}>
      <h3>{title}</h3>
      <fieldset>
        <legend>{t('trainingOffice:evaluation.legend')}</legend>
        <TextInput
          type="number"
          label={t('trainingOffice:evaluation.score')}
          value={score}
          onChange={setScore}
        />
        <SelectInput
          label={t('trainingOffice:evaluation.result')}
          value={result}
          values={RESULTS}
          name={(one) => t(`trainingOffice:results.${one}`)}
          onChange={setResult}
        />
        <TextInput
          long
          maxLength={2000}
          label={t('trainingOffice:evaluation.comment')}
          value={comment}
          onChange={setComment}
        />
      </fieldset>
      {problem !== '' && (
        <p className="office-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="office-actions">
        <IonButton
          disabled={record.isPending}
          onClick={() => {
            send();
          }}
        >
          {t('trainingOffice:evaluation.save')}
        </IonButton>
        <IonButton fill="outline" onClick={onClose}>
          {t('trainingOffice:cancel')}
        </IonButton>
      </div>
    </form>
  );
}
