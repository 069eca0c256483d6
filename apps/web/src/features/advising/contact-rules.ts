import { updateAdvisingContactDataBody, type UpdateAdvisingContactDataBody } from '@portal/contract';

/** The form's fields: the body of UpdateAdvisingContactData without the (token-decided) student code. */
export const CONTACT_FIELDS = [
  'Phone',
  'Address',
  'EmergencyContactName',
  'EmergencyContactPhone',
  'EmergencyContactRelation',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** The keys under `advising:contact.rules`: the contract's messages, in the reader's language. */
export type ContactRule =
  | 'phoneFormat'
  | 'phoneDigits'
  | 'addressShort'
  | 'addressLong'
  | 'nameShort'
  | 'nameLong'
  | 'relationShort'
  | 'relationLong'
  | 'samePhone';

export type ContactProblems = Partial<Record<ContactField, ContactRule>>;

function isContactField(value: unknown): value is ContactField {
  return CONTACT_FIELDS.some((field) => field === value);
}

const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** Which of the contract's rules an issue broke: its field and zod's issue code say it. */
function ruleOf(field: ContactField, code: string, value: string): ContactRule {
  const tooLong = code === 'too_big';
  switch (field) {
    case 'Phone':
    case 'EmergencyContactPhone':
      if (code !== 'custom') return 'phoneFormat';
      // Two refinements end in 'custom': the digit count (on the field) and "not your own number" (on the
      // whole body, reported at EmergencyContactPhone); a number with a valid count can only break the latter.
      return field === 'EmergencyContactPhone' && digitCount(value) >= 8 && digitCount(value) <= 15
        ? 'samePhone'
        : 'phoneDigits';
    case 'Address':
      return tooLong ? 'addressLong' : 'addressShort';
    case 'EmergencyContactName':
      return tooLong ? 'nameLong' : 'nameShort';
    case 'EmergencyContactRelation':
      return tooLong ? 'relationLong' : 'relationShort';
  }
}

/**
 * Checks the form with the contract's own schema (the one the server validates with), so the browser
 * never accepts what the server would refuse; returns the body to send, or the first problem of each field.
 */
export function checkContact(
  values: ContactValues,
): { ok: true; body: UpdateAdvisingContactDataBody } | { ok: false; problems: ContactProblems } {
  const result = updateAdvisingContactDataBody.safeParse(values);
  if (result.success) return { ok: true, body: result.data };
  const problems: ContactProblems = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isContactField(field) && problems[field] === undefined) {
      problems[field] = ruleOf(field, issue.code, values[field]);
    }
  }
  return { ok: false, problems };
}

/** The server's field problems (HTTP 422 `Errors`, fields named "body.Phone"), by form field. */
export function serverProblems(
  problems: readonly { Field: string; Problem: string }[],
): Partial<Record<ContactField, string>> {
  const byField: Partial<Record<ContactField, string>> = {};
  for (const problem of problems) {
    const field = problem.Field.replace(/^body\./, '');
    if (isContactField(field)) byField[field] ??= problem.Problem;
  }
  return byField;
}
