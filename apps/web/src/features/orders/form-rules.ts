import type { FormAnswers, FormField, OrderCourse } from '@portal/contract';

/** What the student typed or chose, per field key: inputs keep text until the answers are sent. */
export type FormValues = Readonly<Record<string, string | boolean>>;

/** A field's problem as a catalogue key of `orders:form.problems` with its numbers. */
export type FieldProblemText =
  | { key: 'required' | 'notNumber' | 'notDate' | 'notOption' | 'notCourse' | 'datesReversed' | 'notAlias' }
  | { key: 'tooShort' | 'tooLong' | 'belowMin' | 'aboveMax'; limit: number };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The server's alias shape (orders' email-aliases.ts): whether it is free is the server's to say. */
const ALIAS = /^[a-z](?:[a-z0-9]|[.-](?=[a-z0-9]))*$/;

function isEmpty(value: string | boolean | undefined): boolean {
  return value === undefined || (typeof value === 'string' && value.trim() === '');
}

function textProblem(field: FormField, text: string): FieldProblemText | undefined {
  // UTF-16 length, as the server's string rules count.
  const length = text.trim().length;
  if (field.Min !== null && length < field.Min) return { key: 'tooShort', limit: field.Min };
  if (field.Max !== null && length > field.Max) return { key: 'tooLong', limit: field.Max };
  return undefined;
}

function numberProblem(field: FormField, text: string): FieldProblemText | undefined {
  const value = Number(text.trim());
  if (!Number.isFinite(value)) return { key: 'notNumber' };
  if (field.Min !== null && value < field.Min) return { key: 'belowMin', limit: field.Min };
  if (field.Max !== null && value > field.Max) return { key: 'aboveMax', limit: field.Max };
  return undefined;
}

/**
 * The same rules the server checks a field's answer against (its kind, required, min and max, the options
 * and courses offered), so the student hears at once; the server still decides.
 */
export function fieldProblem(
  field: FormField,
  value: string | boolean | undefined,
  courses: readonly OrderCourse[],
): FieldProblemText | undefined {
  if (field.Kind === 'yes-no') return undefined;
  if (isEmpty(value) || typeof value !== 'string') return field.Required ? { key: 'required' } : undefined;
  switch (field.Kind) {
    case 'text':
    case 'long-text':
      return textProblem(field, value);
    case 'number':
      return numberProblem(field, value);
    case 'date':
      return DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
        ? undefined
        : { key: 'notDate' };
    case 'choice':
      return field.Options.some((option) => option.Value === value) ? undefined : { key: 'notOption' };
    case 'course':
      return courses.some(
        (course) => String(course.RegistrationId) === value && course.NotAvailableReason === null,
      )
        ? undefined
        : { key: 'notCourse' };
    case 'major':
      // Which majors may be declared is the server's rule (GetStudentMajors offers them): a program id here.
      return /^\d+$/.test(value) ? undefined : { key: 'notOption' };
    case 'email-alias':
      return (
        textProblem(field, value) ??
        (ALIAS.test(value.trim().toLowerCase()) ? undefined : { key: 'notAlias' })
      );
  }
}

/** Every field's problem, by key; empty when the form may be sent. */
export function formProblems(
  fields: readonly FormField[],
  values: FormValues,
  courses: readonly OrderCourse[],
): Record<string, FieldProblemText> {
  const problems: Record<string, FieldProblemText> = {};
  for (const field of fields) {
    const problem = fieldProblem(field, values[field.Key], courses);
    if (problem) problems[field.Key] = problem;
  }
  // As the server: a period's end may not come before its start.
  const from = values['from-date'];
  const to = values['to-date'];
  if (
    typeof from === 'string' &&
    typeof to === 'string' &&
    !problems['to-date'] &&
    from !== '' &&
    to < from
  ) {
    problems['to-date'] = { key: 'datesReversed' };
  }
  return problems;
}

/** The answers as the server keeps them: numbers and course ids as numbers, yes/no as a boolean, blanks left out. */
export function answersOf(fields: readonly FormField[], values: FormValues): FormAnswers {
  const answers: FormAnswers = {};
  for (const field of fields) {
    const value = values[field.Key];
    if (field.Kind === 'yes-no') {
      answers[field.Key] = value === true;
      continue;
    }
    if (typeof value !== 'string' || value.trim() === '') continue;
    answers[field.Key] =
      field.Kind === 'number' || field.Kind === 'course' || field.Kind === 'major'
        ? Number(value)
        : value.trim();
  }
  return answers;
}
