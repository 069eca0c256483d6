import { updateAdvisingContactDataBody } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { checkContact, serverProblems, type ContactField, type ContactValues } from './contact-rules';
import en from './locales/en.json';

const valid: ContactValues = {
  Phone: '+20 100 123 4567',
  Address: '12 Tahrir Street, Mansoura, Dakahlia',
  EmergencyContactName: 'Samir Hassan',
  EmergencyContactPhone: '+20 111 765 4321',
  EmergencyContactRelation: 'Father',
};

/** `generic`: the contract leaves zod's own wording for a too-long value; the student gets a sentence. */
const cases: {
  field: ContactField;
  value: string;
  rule: keyof typeof en.contact.rules;
  generic?: true;
}[] = [
  { field: 'Phone', value: 'call me', rule: 'phoneFormat' },
  { field: 'Phone', value: '+1 234 5678 9012 3456 7', rule: 'phoneDigits' },
  { field: 'Address', value: 'Cai', rule: 'addressShort' },
  { field: 'Address', value: 'x'.repeat(301), rule: 'addressLong', generic: true },
  { field: 'EmergencyContactName', value: ' ', rule: 'nameShort' },
  { field: 'EmergencyContactName', value: 'n'.repeat(121), rule: 'nameLong', generic: true },
  { field: 'EmergencyContactRelation', value: 'x', rule: 'relationShort' },
  { field: 'EmergencyContactRelation', value: 'r'.repeat(61), rule: 'relationLong', generic: true },
  { field: 'EmergencyContactPhone', value: '(020) 100 123', rule: 'phoneFormat' },
  { field: 'EmergencyContactPhone', value: '+20 100 123 4567', rule: 'samePhone' },
];

describe('checkContact', () => {
  it('accepts what the contract accepts and hands back the trimmed body', () => {
    const result = checkContact({ ...valid, Address: '  12 Tahrir Street, Mansoura  ' });
    expect(result).toEqual({ ok: true, body: { ...valid, Address: '12 Tahrir Street, Mansoura' } });
  });

  it.each(cases)(
    'names the broken rule of $field ($rule), in the contract’s own words',
    ({ field, value, rule, generic }) => {
      const values = { ...valid, [field]: value };
      const result = checkContact(values);
      expect(result).toEqual({ ok: false, problems: { [field]: rule } });
      // The English sentence the student reads is the message the server would send for the same input.
      const contract = updateAdvisingContactDataBody.safeParse(values);
      expect(contract.success).toBe(false);
      const messages = contract.error?.issues
        .filter((issue) => issue.path[0] === field)
        .map((issue) => issue.message);
      if (generic) expect(messages?.[0]).toMatch(/^Too big/);
      else expect(messages?.[0]).toBe(en.contact.rules[rule]);
    },
  );

  it('reports every field at once, the first problem of each', () => {
    const result = checkContact({ ...valid, Phone: '', Address: '', EmergencyContactRelation: '' });
    expect(result).toEqual({
      ok: false,
      problems: { Phone: 'phoneFormat', Address: 'addressShort', EmergencyContactRelation: 'relationShort' },
    });
  });
});

describe('serverProblems', () => {
  it('puts the server’s words beside the field they name, and ignores fields the form does not have', () => {
    expect(
      serverProblems([
        { Field: 'body.Phone', Problem: 'That number is already used by another student.' },
        { Field: 'body.StudentCode', Problem: 'Unknown student.' },
      ]),
    ).toEqual({ Phone: 'That number is already used by another student.' });
  });
});
