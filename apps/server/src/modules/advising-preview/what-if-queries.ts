import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { faculties, planCategories, programs } from '../academic/schema.js';
import { students } from '../student/schema.js';

const programColumns = {
  id: programs.id,
  facultyId: programs.facultyId,
  code: programs.code,
  nameEn: programs.nameEn,
  nameAr: programs.nameAr,
  degree: programs.degree,
  // The sum of the program's requirement sheet, the figure its audit measures against.
  requiredCredits: sql<number>`coalesce(sum(${planCategories.requiredCredits}), 0)::int`,
};

/** Programs with their sheets' credits (plan categories joined by plan_categories_program_code_idx). */
const programsWithSheets = (db: Database) =>
  db
    .select(programColumns)
    .from(programs)
    .leftJoin(planCategories, eq(planCategories.programId, programs.id))
    .$dynamic();

export type ProgramRow = Awaited<ReturnType<typeof programsOfFaculty>>[number];

/** The programs of a faculty by name (programs_faculty_idx). */
export function programsOfFaculty(db: Database, facultyId: number) {
  return programsWithSheets(db)
    .where(eq(programs.facultyId, facultyId))
    .groupBy(programs.id)
    .orderBy(asc(programs.nameEn));
}

/** One program by primary key, or undefined. */
export async function programById(db: Database, programId: number): Promise<ProgramRow | undefined> {
  const [row] = await programsWithSheets(db).where(eq(programs.id, programId)).groupBy(programs.id);
  return row;
}

/** The student's program and faculty (primary keys only), or undefined for no such student. */
export async function studentProgram(db: Database, studentId: number) {
  const [row] = await db
    .select({
      programId: students.programId,
      facultyId: students.facultyId,
      facultyEn: faculties.nameEn,
      facultyAr: faculties.nameAr,
    })
    .from(students)
    .innerJoin(faculties, eq(faculties.id, students.facultyId))
    .where(eq(students.id, studentId));
  return row;
}
