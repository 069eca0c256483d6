import { IonButton, IonSpinner } from '@ionic/react';
import type { PartyEventForStudent } from '@portal/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useSaveRequest } from '../api/save-request';
import { PARTY_NAMESPACE } from '../translations';
import { usePartyFormat } from '../use-party-format';
import { QuestionField } from './question-field';

/** The required questions left unanswered, by key: checked here so a slip costs no round trip. */
function unanswered(entry: PartyEventForStudent, answers: Record<string, string>): string[] {
  return entry.Event.Questions.filter(
    (question) => question.Required && (answers[question.Key] ?? '').trim() === '',
  ).map((question) => question.Key);
}

/** Attending or not, the event's questions when attending, and Save; what was saved stays in the form. */
export function RegistrationForm({ entry }: { entry: PartyEventForStudent }) {
  const { t } = useTranslation(['translation', PARTY_NAMESPACE]);
  const format = usePartyFormat();
  const save = useSaveRequest();
  const event = entry.Event;
  const [attending, setAttending] = useState<boolean | undefined>(entry.Registration?.Attending);
  const [answers, setAnswers] = useState<Record<string, string>>(entry.Registration?.Answers ?? {});
  const [missing, setMissing] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const name = `party-attending-${event.EventId}`;

  function submit(submitted: SyntheticEvent) {
    submitted.preventDefault();
    setTried(true);
    if (attending === undefined || save.isPending) return;
    const left = attending ? unanswered(entry, answers) : [];
    setMissing(left);
    if (left.length > 0) return;
    const kept = Object.entries(answers)
      .map(([key, answer]) => [key, answer.trim()] as const)
      .filter(([, answer]) => answer !== '');
    save.mutate({
      kind: event.Kind,
      body: {
        EventId: event.EventId,
        Attending: attending,
        Answers: attending ? Object.fromEntries(kept) : {},
      },
    });
  }

  const choose = (value: boolean) => () => {
    setAttending(value);
    save.reset();
  };
  return (
    <form className="party-form" onSubmit={submit} noValidate>
      <fieldset className="party-field">
        <legend>{t('party:form.attending')}</legend>
        <label className="party-radio">
          <input type="radio" name={name} required checked={attending === true} onChange={choose(true)} />
          {t('party:form.yes')}
        </label>
        <label className="party-radio">
          <input type="radio" name={name} required checked={attending === false} onChange={choose(false)} />
          {t('party:form.no')}
        </label>
        {tried && attending === undefined && (
          <p className="party-problem" role="alert">
            {t('party:form.chooseAttending')}
          </p>
        )}
      </fieldset>
      {attending === true &&
        event.Questions.map((question) => (
          <QuestionField
            key={question.Key}
            question={question}
            value={answers[question.Key] ?? ''}
            disabled={save.isPending}
            problem={missing.includes(question.Key) ? t('party:form.answerRequired') : undefined}
            onChange={(value) => {
              setAnswers({ ...answers, [question.Key]: value });
              setMissing(missing.filter((key) => key !== question.Key));
              save.reset();
            }}
          />
        ))}
      <div className="party-actions">
        <IonButton type="submit" disabled={save.isPending}>
          {save.isPending && <IonSpinner slot="start" name="crescent" aria-hidden="true" />}
          {save.isPending ? t('party:form.saving') : t('party:form.save')}
        </IonButton>
        <p role="status" className="party-muted">
          {save.isSuccess && `${t('party:form.saved')} `}
          {entry.Registration &&
            t('party:form.updatedAt', { at: format.shortDateTime(entry.Registration.UpdatedAt) })}
        </p>
      </div>
      {save.isError && (
        <p role="alert" className="party-problem">
          {errorMessage(save.error, t)}
        </p>
      )}
    </form>
  );
}
