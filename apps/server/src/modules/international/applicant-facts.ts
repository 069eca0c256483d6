import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { independentReads } from '../../platform/db/independent-reads.js';
import { faculties, programs } from '../academic/schema.js';
import { DEFAULT_GRADE_SCALE, type GradeScale } from '../registration/grade-scale.js';
import { students, type Standing, type StudentStatus } from '../student/schema.js';
import { registrationHolds } from '../advising/service.js';
import { academicRecordOf } from '../transcript/service.js';

/** What the office judges an applicant on, and the names it shows them by. */
export interface ApplicantFacts {
  studentId: number;
  code: string;
  nameEn: string;
  nameAr: string;
  status: StudentStatus;
  facultyId: number;
  facultyNameEn: string;
  facultyNameAr: string;
  programId: number;
  programNameEn: string;
  programNameAr: string;
  level: number;
  standing: Standing;
  /** Cumulative GPA on the 4-point scale; null before the first graded term. */
  gpa: number | null;
  /** A disciplinary hold is in force now. */
  disciplinaryHold: boolean;
}

/**
 * The applicant as eligibility, the ranking and the office see them. The GPA is the transcript's record (the
 * repeat rule, withheld grades and all) and the hold is advising's, so the office never counts differently from
 * the registrar. Undefined for an unknown student.
 */
export async function applicantFacts(
  db: Database,
  studentId: number,
  options: { now?: Date; scale?: GradeScale } = {},
): Promise<ApplicantFacts | undefined> {
  const now = options.now ?? new Date();
  const [row] = await db
    .select({
      code: students.code,
      nameEn: students.nameEn,
      nameAr: students.nameAr,
      status: students.status,
      facultyId: students.facultyId,
      facultyNameEn: faculties.nameEn,
      facultyNameAr: faculties.nameAr,
      programId: students.programId,
      programNameEn: programs.nameEn,
      programNameAr: programs.nameAr,
      level: students.level,
      standing: students.standing,
    })
    .from(students)
    .innerJoin(faculties, eq(faculties.id, students.facultyId))
    .innerJoin(programs, eq(programs.id, students.programId))
    .where(eq(students.id, studentId));
  if (!row) return undefined;
  const [record, holds] = await independentReads(db, [
    () => academicRecordOf(db, studentId, options.scale ?? DEFAULT_GRADE_SCALE, now),
    () => registrationHolds(db, studentId, now),
  ]);
  return {
    studentId,
    ...row,
    gpa: record.cumulative.gpa,
    disciplinaryHold: holds.some((hold) => hold.Code === 'disciplinary_hold'),
  };
}
