import {
  updateStudentContactBody,
  type StudentContactCard,
  type UpdateStudentContactBody,
} from '@portal/contract';

/** The fields the student keeps themselves: the body of UpdateStudentContact without the student code. */
export const CONTACT_FIELDS = [
  'Phone',
  'Address',
  'EmergencyContactName',
  'EmergencyContactPhone',
  'EmergencyContactRelation',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** The keys under `contact:details.rules`: the contract's rules in the reader's language. */
export type ContactRule = 'required' | 'phone' | 'tooShort' | 'tooLong' | 'samePhone';
export type ContactProblems = Partial<Record<ContactField, ContactRule>>;

const isContactField = (value: unknown): value is ContactField =>
  CONTACT_FIELDS.some((field) => field === value);
const isPhone = (field: ContactField) => field === 'Phone' || field === 'EmergencyContactPhone';

export function valuesOf(card: StudentContactCard | undefined): ContactValues {
  return {
    Phone: card?.Phone ?? '',
    Address: card?.Address ?? '',
    EmergencyContactName: card?.EmergencyContactName ?? '',
    EmergencyContactPhone: card?.EmergencyContactPhone ?? '',
    EmergencyContactRelation: card?.EmergencyContactRelation ?? '',
  };
}

export function sameValues(a: ContactValues, b: ContactValues): boolean {
  return CONTACT_FIELDS.every((field) => a[field] === b[field]);
}

/** Checks the form with the contract's own schema; each broken rule is named by its field. */
export function checkContact(
  values: ContactValues,
): { ok: true; body: UpdateStudentContactBody } | { ok: false; problems: ContactProblems } {
  const parsed = updateStudentContactBody.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const problems: ContactProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (!isContactField(field) || problems[field]) continue;
    const value = values[field].trim();
    if (value === '') problems[field] = 'required';
    else if (field === 'EmergencyContactPhone' && issue.code === 'custom' && issue.path.length === 1)
      problems[field] = issue.message.includes('other than yours') ? 'samePhone' : 'phone';
    else if (isPhone(field)) problems[field] = 'phone';
    else problems[field] = issue.code === 'too_big' ? 'tooLong' : 'tooShort';
  }
  return { ok: false, problems };
}
