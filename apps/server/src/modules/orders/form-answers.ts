import type { FormAnswers, FormField, OrderPurpose } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { courseChoices, DEFAULT_CHOICE_LIMITS } from './course-choices.js';
import { aliasShapeRefusal, aliasTaken } from './email-aliases.js';
import { majorRefusal } from './major-choices.js';

const choiceContext = () => ({ now: new Date(), limits: DEFAULT_CHOICE_LIMITS });

export type CheckedAnswers =
  { kind: 'checked'; answers: FormAnswers; registrationId: number | null } | Refused<'422'>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text);
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** One answer against its field, without the course list (checked after, once for all course fields). */
function checkOne(field: FormField, value: FormAnswers[string]): Said | null {
  const name = { en: field.LabelEn, ar: field.LabelAr };
  switch (field.Kind) {
    case 'text':
    case 'long-text': {
      if (typeof value !== 'string') return say('orders.answer.notText', { field: name });
      const length = value.trim().length;
      if (field.Min !== null && length < field.Min)
        return say('orders.answer.tooShort', { field: name, min: field.Min });
      if (field.Max !== null && length > field.Max)
        return say('orders.answer.tooLong', { field: name, max: field.Max });
      return null;
    }
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value))
        return say('orders.answer.notNumber', { field: name });
      if (field.Min !== null && value < field.Min)
        return say('orders.answer.tooSmall', { field: name, min: field.Min });
      if (field.Max !== null && value > field.Max)
        return say('orders.answer.tooLarge', { field: name, max: field.Max });
      return null;
    case 'date':
      return typeof value === 'string' && isDate(value)
        ? null
        : say('orders.answer.notDate', { field: name });
    case 'choice':
      return typeof value === 'string' && field.Options.some((option) => option.Value === value)
        ? null
        : say('orders.answer.notChoice', { field: name });
    case 'yes-no':
      return typeof value === 'boolean' ? null : say('orders.answer.notYesNo', { field: name });
    case 'course':
      return typeof value === 'number' && Number.isSafeInteger(value)
        ? null
        : say('orders.answer.notCourse', { field: name });
    case 'major':
      return typeof value === 'number' && Number.isSafeInteger(value)
        ? null
        : say('orders.major.notOfFaculty');
    case 'email-alias':
      return aliasShapeRefusal(field, value);
  }
}

/**
 * Checks a request's answers against its type's form: no key the form does not ask, each answer of its
 * field's kind and bounds, a `to-date` not before its `from-date`, a `course` answer one of the
 * registrations offered for the type's purpose, a `major` answer a major the student may declare, and an
 * `email-alias` answer (kept lower-case) nobody else's address or alias. `complete` (submitting) also asks every required field;
 * a draft may leave them blank. Answers come back trimmed of blank ones.
 */
export async function checkAnswers(
  db: Database,
  studentId: number,
  type: { fields: FormField[]; purpose: OrderPurpose },
  given: FormAnswers,
  options: { complete: boolean; ownRegistrationId?: number | null },
): Promise<CheckedAnswers> {
  const answers: FormAnswers = {};
  for (const key of Object.keys(given)) {
    if (!type.fields.some((field) => field.Key === key))
      return refused('422', say('orders.answer.unknown', { key }));
  }
  let registrationId: number | null = null;
  for (const field of type.fields) {
    const value = given[field.Key];
    if (blank(value)) {
      if (field.Required && options.complete)
        return refused(
          '422',
          say('orders.answer.required', { field: { en: field.LabelEn, ar: field.LabelAr } }),
        );
      continue;
    }
    const wrong = checkOne(field, value);
    if (wrong) return refused('422', wrong);
    answers[field.Key] = typeof value === 'string' ? value.trim() : value;
    if (field.Kind === 'email-alias' && typeof value === 'string') {
      const alias = value.trim().toLowerCase();
      if (await aliasTaken(db, alias, studentId)) return refused('422', say('orders.alias.taken', { alias }));
      answers[field.Key] = alias;
    }
    if (field.Kind === 'course' && typeof value === 'number') {
      const course = await courseAnswer(db, studentId, type.purpose, field, value, options.ownRegistrationId);
      if (course) return course;
      registrationId ??= value;
    }
    if (field.Kind === 'major' && typeof value === 'number') {
      const why = await majorRefusal(db, studentId, value);
      if (why) return refused('422', why);
    }
  }
  const from = answers['from-date'];
  const to = answers['to-date'];
  if (typeof from === 'string' && typeof to === 'string' && to < from) {
    const label = (key: string) => {
      const field = type.fields.find((candidate) => candidate.Key === key);
      return field ? { en: field.LabelEn, ar: field.LabelAr } : key;
    };
    return refused(
      '422',
      say('orders.answer.datesReversed', { from: label('from-date'), to: label('to-date') }),
    );
  }
  return { kind: 'checked', answers, registrationId };
}

/** A course answer must name a registration offered now; the draft's own course stays its own. */
async function courseAnswer(
  db: Database,
  studentId: number,
  purpose: OrderPurpose,
  field: FormField,
  registrationId: number,
  ownRegistrationId: number | null | undefined,
): Promise<Refused<'422'> | null> {
  const name = { en: field.LabelEn, ar: field.LabelAr };
  const offeredIn = async (language: 'en' | 'ar') =>
    (await courseChoices(db, studentId, purpose, undefined, { ...choiceContext(), language })).find(
      (course) => course.RegistrationId === registrationId,
    );
  const offered = await offeredIn('en');
  if (!offered) return refused('422', say('orders.answer.notCourse', { field: name }));
  if (offered.NotAvailableReason !== null && registrationId !== ownRegistrationId) {
    // The list words its reasons in one language; the refusal carries both.
    const reason = { en: offered.NotAvailableReason, ar: (await offeredIn('ar'))?.NotAvailableReason ?? '' };
    return refused('422', say('orders.answer.courseNotAvailable', { field: name, reason }));
  }
  return null;
}
