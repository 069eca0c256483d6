import { eq } from 'drizzle-orm';
import type { AdvisingPreview, FeeEstimate, PreviewCourse, TimetableSection } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { faculties, programs } from '../academic/schema.js';
import { heldSections } from '../registration/held-sections.js';
import { sectionDetails, creditsOf, timetableView } from '../academic/section-views.js';
import { degreeAuditOf, type AdvisingRules } from '../advising/service.js';
import { termWindowState } from '../academic/term-windows.js';
import { students } from '../student/schema.js';
import type { GradeScale } from '../registration/grade-scale.js';
import { academicRecordOf } from '../transcript/service.js';
import { renderReqSheetPdf } from './req-sheet-pdf.js';

export interface PreviewOptions {
  scale: GradeScale;
  rules: AdvisingRules;
  timeZone: string;
  universityName: string;
  fees: { perCredit: number; termFees: number; currency: string };
}

/** The student with program and faculty names (primary keys only). */
export async function studentProfile(db: Database, studentId: number) {
  const [row] = await db
    .select({
      code: students.code,
      nameEn: students.nameEn,
      nameAr: students.nameAr,
      level: students.level,
      programEn: programs.nameEn,
      programAr: programs.nameAr,
      degree: programs.degree,
      facultyEn: faculties.nameEn,
    })
    .from(students)
    .innerJoin(programs, eq(programs.id, students.programId))
    .innerJoin(faculties, eq(faculties.id, students.facultyId))
    .where(eq(students.id, studentId));
  return row;
}

/**
 * The term's fee estimate: tuition per registered credit plus the fixed term fees (TUITION_PER_CREDIT,
 * TERM_FEES — the same figures the unpaid-balance hold charges). Nothing is charged without a course.
 */
export function feeEstimateOf(credits: number, fees: PreviewOptions['fees']): FeeEstimate {
  const tuition = credits * fees.perCredit;
  const fixed = credits === 0 ? 0 : fees.termFees;
  return {
    Currency: fees.currency,
    Credits: credits,
    FeePerCredit: fees.perCredit,
    Lines: [
      {
        LabelEn: `Tuition (${String(credits)} credits)`,
        LabelAr: `الرسوم الدراسية (${String(credits)} ساعة)`,
        Amount: tuition,
      },
      { LabelEn: 'Registration and services fees', LabelAr: 'رسوم التسجيل والخدمات', Amount: fixed },
    ],
    Total: tuition + fixed,
  };
}

/** The courses of a timetable, each with its sections (the lecture first). */
function coursesOf(timetable: readonly TimetableSection[]): PreviewCourse[] {
  const byCourse = new Map<number, PreviewCourse>();
  for (const section of timetable) {
    const course = byCourse.get(section.CourseId) ?? {
      CourseId: section.CourseId,
      CourseCode: section.CourseCode,
      TitleEn: section.TitleEn,
      TitleAr: section.TitleAr,
      Credits: section.Credits,
      SectionNos: [],
    };
    course.SectionNos.push(section.SectionNo);
    byCourse.set(section.CourseId, course);
  }
  return [...byCourse.values()];
}

/** The advised (held) sections of the current term, in timetable order. */
async function advisedTimetable(db: Database, studentId: number, termId: number | undefined) {
  if (termId === undefined) return [];
  const held = await heldSections(db, studentId, termId);
  return (
    await sectionDetails(
      db,
      held.map((row) => row.sectionId),
    )
  ).map(timetableView);
}

/** AdvisingPreview/GetStudentData, or null for a student that does not exist. */
export async function advisingPreviewOf(
  db: Database,
  studentId: number,
  options: PreviewOptions,
  now: Date,
): Promise<AdvisingPreview | null> {
  const [profile, record, window, limits] = await Promise.all([
    studentProfile(db, studentId),
    academicRecordOf(db, studentId, options.scale, now),
    termWindowState(db, 'advising_preview', now),
    options.rules.creditLimits(db, studentId, now),
  ]);
  if (!profile) return null;
  const timetable = await advisedTimetable(db, studentId, window.term?.termId);
  const credits = creditsOf(timetable);
  const term = window.term;
  return {
    StudentCode: profile.code,
    NameEn: profile.nameEn,
    NameAr: profile.nameAr,
    ProgramNameEn: profile.programEn,
    ProgramNameAr: profile.programAr,
    Level: profile.level,
    Standing: record.standing,
    Gpa: record.cumulative.gpa,
    Term: term ? { Code: term.code, NameEn: term.nameEn, NameAr: term.nameAr } : null,
    Timetable: timetable,
    Courses: coursesOf(timetable),
    Credits: credits,
    CreditLimits: limits,
    Fees: feeEstimateOf(credits, options.fees),
    TimeZone: options.timeZone,
    ...window.fields,
  };
}

/** The requirement sheet PDF (Advising/ReqSheet), or null for a student that does not exist. */
export async function reqSheetFile(
  db: Database,
  studentId: number,
  options: Pick<PreviewOptions, 'scale' | 'timeZone' | 'universityName'>,
  now: Date,
): Promise<{ file: Buffer; fileName: string } | null> {
  const [profile, record, audit, window] = await Promise.all([
    studentProfile(db, studentId),
    academicRecordOf(db, studentId, options.scale, now),
    degreeAuditOf(db, studentId, options.scale, now),
    termWindowState(db, 'advising', now),
  ]);
  if (!profile) return null;
  const file = await renderReqSheetPdf({
    universityName: options.universityName,
    student: profile,
    gpa: record.cumulative.gpa,
    standing: record.standing,
    audit,
    termNameEn: window.term?.nameEn ?? null,
    advised: await advisedTimetable(db, studentId, window.term?.termId),
    generatedAt: new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: options.timeZone,
    }).format(now),
  });
  // The spec's download saves it under this name.
  return { file, fileName: 'ReqSheet.pdf' };
}
