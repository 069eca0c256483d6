import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { faculties, programs } from '../academic/schema.js';
import { students } from '../student/schema.js';

/** Who the transcript is of: the student with program and faculty (primary keys only). */
export async function transcriptHolder(db: Database, studentId: number) {
  const rows = await db
    .select({
      code: students.code,
      nameEn: students.nameEn,
      programEn: programs.nameEn,
      degree: programs.degree,
      facultyEn: faculties.nameEn,
    })
    .from(students)
    .innerJoin(programs, eq(programs.id, students.programId))
    .innerJoin(faculties, eq(faculties.id, students.facultyId))
    .where(eq(students.id, studentId));
  return rows[0];
}
