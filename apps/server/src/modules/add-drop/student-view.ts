import type { AddDropStudentData } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { studentProfile } from '../advising-preview/service.js';
import type { GradeScale } from '../registration/grade-scale.js';
import { academicRecordOf } from '../transcript/service.js';
import type { AdvisingRules } from '../advising/service.js';
import { creditsOf, sectionDetails } from '../academic/section-views.js';
import { heldSections } from '../registration/held-sections.js';
import { termWindowState } from '../academic/term-windows.js';

/** AddDrop/GetStudentData, or null for a student that does not exist. */
export async function addDropStudentData(
  db: Database,
  studentId: number,
  options: { scale: GradeScale; rules: AdvisingRules },
  now: Date,
): Promise<AddDropStudentData | null> {
  const [profile, record, window, limits] = await Promise.all([
    studentProfile(db, studentId),
    academicRecordOf(db, studentId, options.scale, now),
    termWindowState(db, 'add_drop', now),
    options.rules.creditLimits(db, studentId, now),
  ]);
  if (!profile) return null;
  const term = window.term;
  const held = term ? await heldSections(db, studentId, term.termId) : [];
  const details = await sectionDetails(
    db,
    held.map((row) => row.sectionId),
  );
  return {
    StudentCode: profile.code,
    NameEn: profile.nameEn,
    NameAr: profile.nameAr,
    ProgramNameEn: profile.programEn,
    ProgramNameAr: profile.programAr,
    Level: profile.level,
    Standing: record.standing,
    Gpa: record.cumulative.gpa,
    EarnedCredits: record.cumulative.earnedCredits,
    Term: term ? { Code: term.code, NameEn: term.nameEn, NameAr: term.nameAr } : null,
    RegisteredCredits: creditsOf(details),
    CreditLimits: limits,
    ...window.fields,
  };
}
