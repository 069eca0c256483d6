import type { WhatIfAudit, WhatIfCourse, WhatIfProgram, WhatIfPrograms } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import {
  degreeAuditFor,
  type AdvisingRules,
  type AuditCourse,
  type DegreeAudit,
} from '../advising/service.js';
import type { GradeScale } from '../registration/grade-scale.js';
import { academicRecordOf } from '../transcript/service.js';
import { programById, programsOfFaculty, studentProgram, type ProgramRow } from './what-if-queries.js';
import { say } from '../../platform/i18n/said.js';

export interface WhatIfOptions {
  scale: GradeScale;
  rules: AdvisingRules;
  now: Date;
}

const programView = (row: ProgramRow): WhatIfProgram => ({
  ProgramId: row.id,
  Code: row.code,
  NameEn: row.nameEn,
  NameAr: row.nameAr,
  Degree: row.degree,
  RequiredCredits: row.requiredCredits,
});

const courseView = (course: AuditCourse): WhatIfCourse => ({
  CourseId: course.courseId,
  CourseCode: course.code,
  TitleEn: course.titleEn,
  TitleAr: course.titleAr,
  Credits: course.credits,
  State: course.state,
  Grade: course.grade,
});

/** Credits a requirement still needs once this term's courses pass (never below zero). */
const missingOf = (category: DegreeAudit['categories'][number]) =>
  Math.max(0, category.requiredCredits - category.earnedCredits - category.inProgressCredits);

/** Terms the missing credits take at `load` credits a term (none without a load). */
const termsAt = (missing: number, load: number | null) =>
  load === null || load <= 0 ? null : Math.ceil(missing / load);

/**
 * AdvisingPreview/GetWhatIfPrograms: the programs a student may compare against — the other programs of
 * their own faculty, since an internal transfer is what the faculty decides and the catalogue holds no
 * transfer rules between faculties and no minors. Null for a student that does not exist.
 */
export async function whatIfProgramsOf(db: Database, studentId: number): Promise<WhatIfPrograms | null> {
  const student = await studentProgram(db, studentId);
  if (!student) return null;
  const rows = await programsOfFaculty(db, student.facultyId);
  const current = rows.find((row) => row.id === student.programId);
  if (!current) return null;
  return {
    CurrentProgram: programView(current),
    Programs: rows.filter((row) => row.id !== student.programId).map(programView),
  };
}

/**
 * AdvisingPreview/GetWhatIfAudit: advising's own degree audit, judged against the target program's
 * requirement sheet instead of the student's: the same record, the same "a course counts once, in its
 * first requirement" rule. The usual load is the mean credits of the student's graded terms; the maximum is
 * their credit limit this term.
 */
export async function whatIfAuditOf(
  db: Database,
  studentId: number,
  programId: number,
  options: WhatIfOptions,
): Promise<{ kind: 'done'; audit: WhatIfAudit } | Refused<'404' | '422'>> {
  const [student, target] = await Promise.all([studentProgram(db, studentId), programById(db, programId)]);
  if (!student) return refused('404', say('student.noRecord'));
  if (!target) return refused('404', say('whatIf.noProgram', { program: programId }));
  const current = await programById(db, student.programId);
  if (!current) return refused('404', say('student.noRecord'));
  if (target.id === current.id) {
    return refused('422', say('whatIf.sameProgram', { program: { en: current.nameEn, ar: current.nameAr } }));
  }
  if (target.facultyId !== student.facultyId) {
    const faculty = { en: student.facultyEn, ar: student.facultyAr };
    return refused(
      '422',
      say('whatIf.otherFaculty', { program: { en: target.nameEn, ar: target.nameAr }, faculty }),
    );
  }
  const { scale, rules, now } = options;
  const [audit, own, record, limits] = await Promise.all([
    degreeAuditFor(db, studentId, target.id, scale, now),
    degreeAuditFor(db, studentId, current.id, scale, now),
    academicRecordOf(db, studentId, scale, now),
    rules.creditLimits(db, studentId, now),
  ]);
  const onSheet = new Set(audit.categories.flatMap((category) => category.courses.map((c) => c.courseId)));
  const notCounted = new Map<number, WhatIfCourse>();
  for (const { attempt, passed } of record.attempts) {
    if (!passed || onSheet.has(attempt.courseId)) continue;
    notCounted.set(attempt.courseId, {
      CourseId: attempt.courseId,
      CourseCode: attempt.courseCode,
      TitleEn: attempt.titleEn,
      TitleAr: attempt.titleAr,
      Credits: attempt.credits,
      State: 'passed',
      Grade: attempt.grade,
    });
  }
  const graded = [...record.terms.values()].filter((term) => term.attemptedCredits > 0);
  const usual =
    graded.length === 0
      ? null
      : Math.round(graded.reduce((sum, term) => sum + term.attemptedCredits, 0) / graded.length);
  const missing = audit.categories.reduce((sum, category) => sum + missingOf(category), 0);
  return {
    kind: 'done',
    audit: {
      CurrentProgram: programView(current),
      CurrentMissingCredits: own.categories.reduce((sum, category) => sum + missingOf(category), 0),
      Program: programView(target),
      Requirements: audit.categories.map((category) => {
        // A course listed twice counts in its first requirement only (the audit's rule): later listings
        // of a counted course are neither counted again nor "remaining".
        const counts = category.courses.filter((c) => c.state === 'passed' || c.state === 'in_progress');
        return {
          CategoryId: category.categoryId,
          Code: category.code,
          NameEn: category.nameEn,
          NameAr: category.nameAr,
          IsElective: category.isElective,
          RequiredCredits: category.requiredCredits,
          CountedCredits: category.earnedCredits,
          InProgressCredits: category.inProgressCredits,
          MissingCredits: missingOf(category),
          Counted: counts.filter((c) => countedHere(audit, category.categoryId, c.courseId)).map(courseView),
          Remaining: category.courses
            .filter((c) => c.state === 'eligible' || c.state === 'blocked')
            .map(courseView),
        };
      }),
      CountedCredits: audit.earnedCredits,
      InProgressCredits: audit.inProgressCredits,
      MissingCredits: missing,
      NotCounted: [...notCounted.values()].sort((a, b) => a.CourseCode.localeCompare(b.CourseCode)),
      Terms: {
        UsualLoad: usual,
        AtUsualLoad: termsAt(missing, usual),
        MaxLoad: limits.Max,
        AtMaxLoad: termsAt(missing, limits.Max),
      },
    },
  };
}

/** The requirement a passed or in-progress course counts in: the first that lists it (plan order). */
function countedHere(audit: DegreeAudit, categoryId: number, courseId: number): boolean {
  const first = audit.categories.find((category) => category.courses.some((c) => c.courseId === courseId));
  return first?.categoryId === categoryId;
}
