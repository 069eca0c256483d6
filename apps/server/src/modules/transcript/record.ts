import type { Database } from '../../platform/db/client.js';
import { academicRecord, type AcademicRecord } from './academic-record.js';
import type { GradeScale } from './grade-scale.js';
import { courseAttemptsOf } from './record-queries.js';

/**
 * The student's academic record computed from their registrations: per-term and cumulative GPA, credits,
 * standing, and the courses passed or in progress. The one entry point other modules use (advising reads
 * the GPA, earned credits and passed courses from here).
 */
export async function academicRecordOf(
  db: Database,
  studentId: number,
  scale: GradeScale,
): Promise<AcademicRecord> {
  return academicRecord(await courseAttemptsOf(db, studentId), scale);
}
