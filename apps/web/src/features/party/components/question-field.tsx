import { PARTY_ANSWER_MAX, type PartyQuestion } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTY_NAMESPACE } from '../translations';
import { usePartyFormat } from '../use-party-format';

/** Radios for a short list of answers, a drop-down beyond that. */
const MOST_RADIOS = 4;

interface QuestionFieldProps {
  question: PartyQuestion;
  value: string;
  onChange: (value: string) => void;
  /** The problem in words, shown under the field. */
  problem?: string;
  disabled: boolean;
}

/** One question of the event's form: a choice (radios or a drop-down) or free text; required ones starred. */
export function QuestionField({ question, value, onChange, problem, disabled }: QuestionFieldProps) {
  const { t } = useTranslation(PARTY_NAMESPACE);
  const format = usePartyFormat();
  const id = useId();
  const label = format.local(question.LabelEn, question.LabelAr);
  const star = question.Required && (
    <>
      <span className="party-required" aria-hidden="true">
        {' '}
        *
      </span>
      <span className="party-visually-hidden"> ({t('form.required')})</span>
    </>
  );
  const note = problem && (
    <p id={`${id}-problem`} className="party-problem" role="alert">
      {problem}
    </p>
  );
  const invalid = problem ? true : undefined;
  const described = problem ? `${id}-problem` : undefined;
  if (question.Kind === 'choice' && question.Options.length <= MOST_RADIOS)
    return (
      <fieldset className="party-field" aria-describedby={described}>
        <legend>
          {label}
          {star}
        </legend>
        {question.Options.map((option) => (
          <label key={option} className="party-radio">
            <input
              type="radio"
              name={id}
              value={option}
              checked={value === option}
              required={question.Required}
              disabled={disabled}
              onChange={() => {
                onChange(option);
              }}
            />
            <bdi>{option}</bdi>
          </label>
        ))}
        {note}
      </fieldset>
    );
  const common = {
    id,
    disabled,
    required: question.Required,
    'aria-invalid': invalid,
    'aria-describedby': described,
  } as const;
  return (
    <div className="party-field">
      <label htmlFor={id}>
        {label}
        {star}
      </label>
      {question.Kind === 'choice' ? (
        <select
          {...common}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        >
          <option value="">{t('form.choose')}</option>
          {question.Options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          dir="auto"
          maxLength={PARTY_ANSWER_MAX}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      )}
      {note}
    </div>
  );
}
