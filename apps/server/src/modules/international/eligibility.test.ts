import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../platform/i18n/words.js';
import { openEligibility } from '../../test/international-factories.js';
import { notEligibleReason, type EligibilityFacts } from './eligibility.js';

const NOW = new Date('2100-03-01T10:00:00Z');
const student: EligibilityFacts = {
  status: 'active',
  facultyId: 1,
  programId: 10,
  level: 3,
  gpa: 3.1,
  standing: 'good',
  disciplinaryHold: false,
};
const program = {
  active: true,
  eligibility: openEligibility(),
  opensAt: new Date('2100-02-01T00:00:00Z'),
  closesAt: new Date('2100-04-01T00:00:00Z'),
};
const reason = (
  programChange: Partial<typeof program> = {},
  studentChange: Partial<EligibilityFacts> = {},
  earlier?: { id: number },
) => {
  const said = notEligibleReason(
    { ...program, ...programChange },
    { ...student, ...studentChange },
    earlier,
    NOW,
    'Africa/Cairo',
  );
  return said === null ? null : inEnglish(said);
};

describe('notEligibleReason', () => {
  it('lets an eligible student apply inside the window', () => {
    expect(reason()).toBeNull();
    expect(
      reason({
        eligibility: openEligibility({
          FacultyIds: [1],
          ProgramIds: [10],
          MinLevel: 3,
          MaxLevel: 3,
          MinGpa: 3.1,
          Standings: ['good'],
        }),
      }),
    ).toBeNull();
  });

  it.each([
    ['a program no longer offered', { active: false }, {}, 'no longer offered'],
    ['a record not active', {}, { status: 'suspended' as const }, 'record is active'],
    ['another faculty', { eligibility: openEligibility({ FacultyIds: [2] }) }, {}, 'other faculties'],
    ['another program', { eligibility: openEligibility({ ProgramIds: [11] }) }, {}, 'other programs'],
    ['a level too low', { eligibility: openEligibility({ MinLevel: 4 }) }, {}, 'level 4 and above'],
    ['a level too high', { eligibility: openEligibility({ MaxLevel: 2 }) }, {}, 'level 2 and below'],
    ['a GPA too low', { eligibility: openEligibility({ MinGpa: 3.2 }) }, {}, 'at least 3.20; yours is 3.10'],
    ['no GPA yet', { eligibility: openEligibility({ MinGpa: 2 }) }, { gpa: null }, 'no graded term yet'],
    [
      'a standing not allowed',
      { eligibility: openEligibility({ Standings: ['good'] }) },
      { standing: 'probation' as const },
      'academic probation',
    ],
    ['a disciplinary hold', {}, { disciplinaryHold: true }, 'disciplinary hold'],
    ['a window not yet open', { opensAt: new Date('2100-03-02T00:00:00Z') }, {}, 'open on'],
    ['a window closed', { closesAt: NOW }, {}, 'closed on'],
  ])('refuses %s', (_, programChange, studentChange, words) => {
    expect(reason(programChange, studentChange)).toContain(words);
  });

  it('lets a hold through when the program does not mind one', () => {
    expect(
      reason({ eligibility: openEligibility({ NoDisciplinaryHold: false }) }, { disciplinaryHold: true }),
    ).toBeNull();
  });

  it('refuses a second application to the program before anything else', () => {
    expect(reason({ active: false }, {}, { id: 7 })).toContain('one application per program');
  });
});
