import { IonButton } from '@ionic/react';
import type { SstpProgram, SstpStudentData } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useInsertSstpData } from '../api/insert-sstp-data';
import { useSaveStudentSstpData } from '../api/save-student-sstp-data';
import { bodyOf, isChanged, type ApplicationDraft } from '../application-draft';
import { SSTP_NAMESPACE } from '../translations';
import { useSstpFormat } from '../use-sstp-format';

/**
 * Save draft and Submit. What the page can check is checked first and said in the student's words; Submit
 * saves a changed draft before submitting it, and asks before doing so, for the office allocates what is sent.
 */
export function FormActions({
  data,
  draft,
  programs,
}: {
  data: SstpStudentData & { Cycle: NonNullable<SstpStudentData['Cycle']> };
  draft: ApplicationDraft;
  programs: readonly SstpProgram[];
}) {
  const { t } = useTranslation(['translation', SSTP_NAMESPACE]);
  const format = useSstpFormat();
  const insert = useInsertSstpData();
  const move = useSaveStudentSstpData();
  const [problem, setProblem] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState('');
  const pending = insert.isPending || move.isPending;
  const changed = isChanged(draft, data.Application);

  /** The body to save, or undefined after saying what to correct. */
  const checked = () => {
    const answer = bodyOf(
      draft,
      data.Cycle,
      programs.find((one) => one.ProgramId === draft.ProgramId),
    );
    if (!('problem' in answer)) {
      setProblem('');
      return answer;
    }
    setProblem(
      t(`sstp:problems.${answer.problem}`, {
        count: answer.weeks ?? answer.count ?? 0,
        number: format.number(answer.weeks ?? answer.count ?? 0),
        from: format.day(data.Cycle.SummerFrom),
        to: format.day(data.Cycle.SummerTo),
      }),
    );
    return undefined;
  };

  async function save(thenSubmit: boolean) {
    const body = checked();
    if (!body) return;
    setDone('');
    try {
      let applicationId = data.Application?.ApplicationId;
      if (changed || applicationId === undefined)
        applicationId = (await insert.mutateAsync(body)).Application?.ApplicationId;
      if (thenSubmit && applicationId !== undefined)
        await move.mutateAsync({ ApplicationId: applicationId, Action: 'submit' });
      setConfirming(false);
      setDone(thenSubmit ? t('sstp:form.submitted') : t('sstp:form.saved'));
    } catch (error) {
      setConfirming(false);
      setProblem(errorMessage(error, t));
    }
  }

  return (
    <>
      {problem !== '' && (
        <p role="alert" className="sstp-problem">
          {problem}
        </p>
      )}
      {confirming ? (
        <div className="sstp-confirm" role="group" aria-label={t('sstp:form.submitQuestionTitle')}>
          <p>{t('sstp:form.submitQuestion', { closes: format.dateTime(data.Cycle.ClosesAt) })}</p>
          <div className="sstp-actions">
            <IonButton disabled={pending} onClick={() => void save(true)}>
              {t('sstp:form.submitNow')}
            </IonButton>
            <IonButton
              fill="outline"
              onClick={() => {
                setConfirming(false);
              }}
            >
              {t('sstp:form.cancel')}
            </IonButton>
          </div>
        </div>
      ) : (
        <div className="sstp-actions">
          <IonButton fill="outline" disabled={pending || !changed} onClick={() => void save(false)}>
            {insert.isPending ? t('sstp:form.saving') : t('sstp:form.saveDraft')}
          </IonButton>
          <IonButton
            disabled={pending}
            onClick={() => {
              if (checked()) setConfirming(true);
            }}
          >
            {t('sstp:form.submit')}
          </IonButton>
        </div>
      )}
      <p role="status" className="sstp-muted">
        {done !== '' && !changed ? done : changed ? t('sstp:form.unsaved') : ''}
      </p>
    </>
  );
}
