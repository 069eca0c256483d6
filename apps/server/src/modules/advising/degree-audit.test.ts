import { describe, expect, it } from 'vitest';
import { judgeDegreeAudit, type AuditFacts } from './degree-audit.js';

const course = (courseId: number, code: string, credits = 3) => ({
  courseId,
  code,
  titleEn: code,
  titleAr: code,
  credits,
  suggestedLevel: 1,
  hasLab: false,
});
const core = {
  categoryId: 1,
  code: 'CORE',
  nameEn: 'Core',
  nameAr: 'Core',
  isElective: false,
  requiredCredits: 9,
};
const electives = {
  categoryId: 2,
  code: 'ELEC',
  nameEn: 'Electives',
  nameAr: 'Electives',
  isElective: true,
  requiredCredits: 6,
};

function facts(overrides: Partial<AuditFacts> = {}): AuditFacts {
  return {
    plan: [
      { ...core, course: course(1, 'CSC 101') },
      { ...core, course: course(2, 'CSC 201') },
      { ...core, course: course(3, 'CSC 202') },
      { ...core, course: course(4, 'PHY 101', 4) },
      // Listed in both categories: it counts once, in Core.
      { ...electives, course: course(1, 'CSC 101') },
      { ...electives, course: course(5, 'ART 101', 2) },
    ],
    passed: new Map([[1, 'A']]),
    inProgress: new Set([2]),
    requisites: [
      { courseId: 3, requiredCourseId: 2, requiredCode: 'CSC 201', kind: 'pre' },
      { courseId: 4, requiredCourseId: 2, requiredCode: 'CSC 201', kind: 'co' },
    ],
    offered: new Set([2, 3]),
    ...overrides,
  };
}

describe('judgeDegreeAudit', () => {
  it('marks passed, in progress, eligible and blocked courses; a co-requisite in progress is enough', () => {
    const audit = judgeDegreeAudit(facts());
    expect(
      audit.categories[0]?.courses.map((c) => [c.code, c.state, c.blockedBy, c.offered, c.grade]),
    ).toEqual([
      ['CSC 101', 'passed', [], false, 'A'],
      ['CSC 201', 'in_progress', [], true, null],
      ['CSC 202', 'blocked', ['CSC 201'], true, null],
      ['PHY 101', 'eligible', [], false, null],
    ]);
  });

  it('counts a course listed in two categories once, in the first', () => {
    const audit = judgeDegreeAudit(facts());
    expect(audit.categories.map((c) => [c.code, c.earnedCredits, c.inProgressCredits])).toEqual([
      ['CORE', 3, 3],
      ['ELEC', 0, 0],
    ]);
    expect(audit.categories[1]?.courses[0]?.state).toBe('passed');
    expect([audit.requiredCredits, audit.earnedCredits, audit.inProgressCredits]).toEqual([15, 3, 3]);
  });

  it('blocks a course whose co-requisite is neither passed nor in progress', () => {
    const audit = judgeDegreeAudit(facts({ inProgress: new Set() }));
    expect(audit.categories[0]?.courses.find((c) => c.code === 'PHY 101')).toMatchObject({
      state: 'blocked',
      blockedBy: ['CSC 201'],
    });
  });
});
