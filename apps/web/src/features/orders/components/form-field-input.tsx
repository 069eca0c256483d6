import type { DeclarableMajor, FormField, OrderCourse } from '@portal/contract';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDERS_NAMESPACE } from '../translations';
import { useOrdersFormat } from '../use-orders-format';

interface FieldProps {
  field: FormField;
  value: string | boolean | undefined;
  onChange: (value: string | boolean) => void;
  /** The problem in words, shown under the field. */
  problem?: string;
  /** The course field's choices (for its purpose). */
  courses: readonly OrderCourse[];
  /** The major field's choices: the majors the student may declare (GetStudentMajors). */
  majors?: readonly DeclarableMajor[];
}

/** Radios for a short list of options, a drop-down beyond that. */
const MOST_RADIOS = 4;

/** One field of a request's form, drawn for its kind, with its label, help and problem. */
export function FormFieldInput({ field, value, onChange, problem, courses, majors = [] }: FieldProps) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const format = useOrdersFormat();
  const id = useId();
  const label = format.local(field.LabelEn, field.LabelAr);
  const help = format.local(field.HelpEn ?? '', field.HelpAr ?? '');
  const text = typeof value === 'string' ? value : '';
  const described =
    [help ? `${id}-help` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': problem ? true : undefined, 'aria-describedby': described } as const;
  const change = (next: string) => {
    onChange(next);
  };
  let input: ReactNode;
  switch (field.Kind) {
    case 'long-text':
      input = (
        <>
          <textarea
            {...common}
            rows={4}
            value={text}
            onChange={(event) => {
              change(event.target.value);
            }}
          />
          {field.Max !== null && (
            <span className="orders-muted orders-counter">
              {t('form.counter', { used: format.number(text.length), max: format.number(field.Max) })}
            </span>
          )}
        </>
      );
      break;
    case 'number':
      input = (
        <input
          {...common}
          type="number"
          inputMode="numeric"
          min={field.Min ?? undefined}
          max={field.Max ?? undefined}
          value={text}
          onChange={(event) => {
            change(event.target.value);
          }}
        />
      );
      break;
    case 'date':
      input = (
        <input
          {...common}
          type="date"
          value={text}
          onChange={(event) => {
            change(event.target.value);
          }}
        />
      );
      break;
    case 'yes-no':
      input = (
        <input
          {...common}
          type="checkbox"
          role="switch"
          className="orders-switch"
          checked={value === true}
          onChange={(event) => {
            onChange(event.target.checked);
          }}
        />
      );
      break;
    case 'choice':
      if (field.Options.length <= MOST_RADIOS) {
        return (
          <fieldset className="orders-field" aria-describedby={described}>
            <legend>
              {label}
              {field.Required && <span className="orders-required"> *</span>}
            </legend>
            {field.Options.map((option) => (
              <label key={option.Value} className="orders-radio">
                <input
                  type="radio"
                  name={id}
                  value={option.Value}
                  checked={text === option.Value}
                  onChange={() => {
                    change(option.Value);
                  }}
                />
                {format.local(option.LabelEn, option.LabelAr)}
              </label>
            ))}
            <FieldNotes id={id} help={help} problem={problem} />
          </fieldset>
        );
      }
      input = (
        <select
          {...common}
          value={text}
          onChange={(event) => {
            change(event.target.value);
          }}
        >
          <option value="">{t('form.choose')}</option>
          {field.Options.map((option) => (
            <option key={option.Value} value={option.Value}>
              {format.local(option.LabelEn, option.LabelAr)}
            </option>
          ))}
        </select>
      );
      break;
    case 'course':
      input = (
        <select
          {...common}
          value={text}
          onChange={(event) => {
            change(event.target.value);
          }}
        >
          <option value="">{t('form.chooseCourse')}</option>
          {courses.map((course) => (
            <option
              key={course.RegistrationId}
              value={String(course.RegistrationId)}
              disabled={course.NotAvailableReason !== null}
            >
              {`${course.CourseCode} ${format.local(course.CourseNameEn, course.CourseNameAr)}`}
              {course.NotAvailableReason ? ` (${course.NotAvailableReason})` : ''}
            </option>
          ))}
        </select>
      );
      break;
    case 'major':
      input = (
        <select
          {...common}
          value={text}
          onChange={(event) => {
            change(event.target.value);
          }}
        >
          <option value="">{t('form.choose')}</option>
          {majors.map((major) => (
            <option
              key={major.ProgramId}
              value={String(major.ProgramId)}
              disabled={major.NotDeclarableReason !== null}
            >
              {format.local(major.NameEn, major.NameAr)}
              {major.NotDeclarableReason ? ` (${major.NotDeclarableReason})` : ''}
            </option>
          ))}
        </select>
      );
      break;
    default:
      input = (
        <input
          {...common}
          type="text"
          value={text}
          onChange={(event) => {
            change(event.target.value);
          }}
        />
      );
  }
  return (
    <div className={`orders-field orders-field--${field.Kind}`}>
      <label htmlFor={id}>
        {label}
        {field.Required && <span className="orders-required"> *</span>}
      </label>
      {input}
      <FieldNotes id={id} help={help} problem={problem} />
    </div>
  );
}

function FieldNotes({ id, help, problem }: { id: string; help: string; problem?: string }) {
  return (
    <>
      {help && (
        <p id={`${id}-help`} className="orders-muted">
          {help}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="orders-problem" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
