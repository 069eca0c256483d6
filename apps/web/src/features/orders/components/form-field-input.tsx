import type { DeclarableMajor, FormField, OrderCourse } from '@portal/contract';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
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
        <ListedSelect
          common={common}
          value={text}
          onChange={change}
          placeholder={t('form.choose')}
          items={field.Options.map((option) => ({
            value: option.Value,
            label: format.local(option.LabelEn, option.LabelAr),
            unavailable: null,
          }))}
        />
      );
      break;
    case 'course':
      input = (
        <ListedSelect
          common={common}
          value={text}
          onChange={change}
          placeholder={t('form.chooseCourse')}
          items={courses.map((course) => ({
            value: String(course.RegistrationId),
            label: `${course.CourseCode} ${format.local(course.CourseNameEn, course.CourseNameAr)}`,
            unavailable: course.NotAvailableReason,
          }))}
        />
      );
      break;
    case 'major':
      input = (
        <ListedSelect
          common={common}
          value={text}
          onChange={change}
          placeholder={t('form.choose')}
          items={majors.map((major) => ({
            value: String(major.ProgramId),
            label: format.local(major.NameEn, major.NameAr),
            unavailable: major.NotDeclarableReason,
          }))}
        />
      );
      break;
    case 'email-alias':
      // An address part is Latin whatever the page's direction; no capitals or corrections wanted.
      input = (
        <input
          {...common}
          type="text"
          dir="ltr"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            change(event.target.value);
          }}
        />
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

interface ListedItem {
  value: string;
  label: string;
  /** Why the item cannot be chosen, shown beside it; null when it can. */
  unavailable: string | null;
}

/** A drop-down of options, courses or majors; one that cannot be chosen says why and stays disabled. */
function ListedSelect(props: {
  common: SelectHTMLAttributes<HTMLSelectElement>;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  items: readonly ListedItem[];
}) {
  return (
    <select
      {...props.common}
      value={props.value}
      onChange={(event) => {
        props.onChange(event.target.value);
      }}
    >
      <option value="">{props.placeholder}</option>
      {props.items.map((item) => (
        <option key={item.value} value={item.value} disabled={item.unavailable !== null}>
          {item.unavailable ? `${item.label} (${item.unavailable})` : item.label}
        </option>
      ))}
    </select>
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
