import { describe, expect, it } from 'vitest';
import { answersOf, fieldProblem, formProblems } from './form-rules';
import { course, everyKindForm, field } from './test/fixtures';

const byKey = (key: string) => {
  const found = everyKindForm.find((field) => field.Key === key);
  if (!found) throw new Error(key);
  return found;
};

describe('form rules', () => {
  it('asks for required answers and leaves optional ones alone', () => {
    expect(fieldProblem(byKey('reason'), '  ', [])).toEqual({ key: 'required' });
    expect(fieldProblem(byKey('details'), '', [])).toBeUndefined();
  });

  it('holds text to its length and numbers to their range, as whole numbers', () => {
    expect(fieldProblem(byKey('reason'), 'flu', [])).toEqual({ key: 'tooShort', limit: 5 });
    expect(fieldProblem(byKey('reason'), 'x'.repeat(41), [])).toEqual({ key: 'tooLong', limit: 40 });
    expect(fieldProblem(byKey('days'), '15', [])).toEqual({ key: 'aboveMax', limit: 14 });
    expect(fieldProblem(byKey('days'), '0', [])).toEqual({ key: 'belowMin', limit: 1 });
    expect(fieldProblem(byKey('days'), 'abc', [])).toEqual({ key: 'notNumber' });
  });

  it('takes only real dates, offered options and available courses', () => {
    expect(fieldProblem(byKey('from'), '2026-13-45', [])).toEqual({ key: 'notDate' });
    expect(fieldProblem(byKey('cause'), 'bored', [])).toEqual({ key: 'notOption' });
    const closed = course({ RegistrationId: 9, NotAvailableReason: 'Already requested' });
    expect(fieldProblem(byKey('course'), '9', [course(), closed])).toEqual({ key: 'notCourse' });
    expect(fieldProblem(byKey('course'), '120', [course(), closed])).toBeUndefined();
  });

  it('takes a major as a program id, sent as a number (which majors is the server’s rule)', () => {
    const major = { ...byKey('reason'), Key: 'major', Kind: 'major' as const, Min: null, Max: null };
    expect(fieldProblem(major, 'Geology', [])).toEqual({ key: 'notOption' });
    expect(fieldProblem(major, '12', [])).toBeUndefined();
    expect(answersOf([major], { major: '12' })).toEqual({ major: 12 });
  });

  it('refuses a period that ends before it starts', () => {
    const period = [
      { ...byKey('from'), Key: 'from-date' },
      { ...byKey('from'), Key: 'to-date' },
    ];
    expect(formProblems(period, { 'from-date': '2026-11-10', 'to-date': '2026-11-09' }, [])).toEqual({
      'to-date': { key: 'datesReversed' },
    });
    expect(formProblems(period, { 'from-date': '2026-11-10', 'to-date': '2026-11-10' }, [])).toEqual({});
  });

  it('sends numbers and courses as numbers, yes/no as a boolean, and leaves blanks out', () => {
    const values = {
      reason: ' Flu ',
      details: '',
      days: '3',
      from: '2026-11-10',
      cause: 'medical',
      course: '120',
    };
    expect(answersOf(everyKindForm, values)).toEqual({
      reason: 'Flu',
      days: 3,
      from: '2026-11-10',
      cause: 'medical',
      hospital: false,
      course: 120,
    });
    expect(Object.keys(formProblems(everyKindForm, values, [course()]))).toEqual(['reason']);
  });

  it('checks an email alias’s shape and length as the server does', () => {
    const alias = field({ Key: 'alias', Kind: 'email-alias', Min: 3, Max: 30 });
    expect(fieldProblem(alias, 'nour.sayed', [])).toBeUndefined();
    expect(fieldProblem(alias, 'Nour-Sayed', [])).toBeUndefined();
    expect(fieldProblem(alias, 'nm', [])).toEqual({ key: 'tooShort', limit: 3 });
    for (const wrong of ['nour sayed', 'nour..sayed', 'nour.', '1nour', 'nour@ndu'])
      expect(fieldProblem(alias, wrong, []), wrong).toEqual({ key: 'notAlias' });
  });
});
