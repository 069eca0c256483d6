import { asc, eq } from 'drizzle-orm';
import type { DeclarableMajor, FormAnswers, FormField, MajorProgram } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import type { Language } from '../../platform/i18n/language.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { inLanguage } from '../../platform/i18n/words.js';
import { programs } from '../academic/schema.js';
import { students } from '../student/schema.js';
import { competitiveProgramIds } from '../tanseek/service.js';

/*
 * The majors a student may declare (purpose `major-declaration`, README "Major declaration"): the programs
 * of the student's own faculty, except their current one and the competitive ones — those a Tanseek round
 * of the faculty offers as a major, placed by GPA within capacity, never declared.
 */

interface FacultyMajors {
  currentProgramId: number;
  majors: (MajorProgram & { competitive: boolean })[];
}

/** The student's program and their faculty's programs (programs_faculty_idx), each marked competitive. */
async function facultyMajors(db: Database, studentId: number): Promise<FacultyMajors | null> {
  const [student] = await db
    .select({ facultyId: students.facultyId, programId: students.programId })
    .from(students)
    .where(eq(students.id, studentId));
  if (!student) return null;
  const [rows, competitive] = await Promise.all([
    db
      .select({ id: programs.id, code: programs.code, nameEn: programs.nameEn, nameAr: programs.nameAr })
      .from(programs)
      .where(eq(programs.facultyId, student.facultyId))
      .orderBy(asc(programs.code)),
    competitiveProgramIds(db, student.facultyId),
  ]);
  return {
    currentProgramId: student.programId,
    majors: rows.map((row) => ({
      ProgramId: row.id,
      Code: row.code,
      NameEn: row.nameEn,
      NameAr: row.nameAr,
      competitive: competitive.has(row.id),
    })),
  };
}

function reasonOf(major: { ProgramId: number; competitive: boolean }, currentProgramId: number): Said | null {
  if (major.ProgramId === currentProgramId) return say('orders.major.alreadyYours');
  if (major.competitive) return say('orders.major.competitive');
  return null;
}

/** The student's current major and every major of the faculty with whether it may be declared, and why not. */
export async function majorChoices(
  db: Database,
  studentId: number,
  language: Language,
): Promise<{ current: MajorProgram | null; majors: DeclarableMajor[] }> {
  const found = await facultyMajors(db, studentId);
  if (!found) return { current: null, majors: [] };
  const strip = (major: FacultyMajors['majors'][number]): MajorProgram => ({
    ProgramId: major.ProgramId,
    Code: major.Code,
    NameEn: major.NameEn,
    NameAr: major.NameAr,
  });
  const current = found.majors.find((major) => major.ProgramId === found.currentProgramId);
  return {
    current: current ? strip(current) : null,
    majors: found.majors.map((major) => {
      const reason = reasonOf(major, found.currentProgramId);
      return {
        ...strip(major),
        Competitive: major.competitive,
        NotDeclarableReason: reason ? inLanguage(reason, language) : null,
      };
    }),
  };
}

/**
 * Why `programId` cannot be declared by the student now, or null: another faculty's (or no) program, a
 * competitive one, or the one they are in. Checked on every save and submit, and again when the office
 * fulfils the request (a round may have started offering it since).
 */
export async function majorRefusal(db: Database, studentId: number, programId: number): Promise<Said | null> {
  const found = await facultyMajors(db, studentId);
  const major = found?.majors.find((one) => one.ProgramId === programId);
  if (!found || !major) return say('orders.major.notOfFaculty');
  return reasonOf(major, found.currentProgramId);
}

/**
 * The form's fields with a `major` answer's program named as the field's one option, so the office reads
 * the major's name (not its id) where it reads every answer.
 */
export async function fieldsNamingMajors(
  db: Database,
  fields: FormField[],
  answers: FormAnswers,
): Promise<FormField[]> {
  return Promise.all(
    fields.map(async (field) => {
      const programId = answers[field.Key];
      if (field.Kind !== 'major' || typeof programId !== 'number') return field;
      const [program] = await db
        .select({ code: programs.code, nameEn: programs.nameEn, nameAr: programs.nameAr })
        .from(programs)
        .where(eq(programs.id, programId));
      if (!program) return field;
      const option = {
        Value: String(programId),
        LabelEn: `${program.nameEn} (${program.code})`,
        LabelAr: `${program.nameAr} (${program.code})`,
      };
      return { ...field, Options: [option] };
    }),
  );
}
