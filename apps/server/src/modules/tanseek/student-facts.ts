import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import type { GradeScale } from '../registration/grade-scale.js';
import { students, type StudentStatus } from '../student/schema.js';
import { academicRecordOf } from '../transcript/service.js';

/** What placement judges a student on: the transcript's record, so the office never counts differently. */
export interface PlacementFacts {
  studentId: number;
  status: StudentStatus;
  facultyId: number;
  programId: number;
  level: number;
  /** Cumulative GPA; null before the first graded term (ranked last). */
  gpa: number | null;
  earnedCredits: number;
}

export async function placementFacts(
  db: Database,
  studentId: number,
  scale: GradeScale,
  now: Date,
): Promise<PlacementFacts | undefined> {
  const [row] = await db
    .select({
      status: students.status,
      facultyId: students.facultyId,
      programId: students.programId,
      level: students.level,
    })
    .from(students)
    .where(eq(students.id, studentId));
  if (!row) return undefined;
  const record = await academicRecordOf(db, studentId, scale, now);
  return {
    studentId,
    ...row,
    gpa: record.cumulative.gpa,
    earnedCredits: record.cumulative.earnedCredits,
  };
}
