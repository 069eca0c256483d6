import type { Database } from '../../platform/db/client.js';
import { academicRecord, type AcademicRecord } from './academic-record.js';
import type { GradeScale } from '../registration/grade-scale.js';
import { courseAttemptsOf, type TranscriptAttempt } from './record-queries.js';

/**
 * The student's academic record computed from their registrations: per-term and cumulative GPA, credits,
 * standing, and the courses passed or in progress. The one entry point other modules use (advising reads
 * the GPA, earned credits and passed courses from here). Grades not yet published and grades withheld by
 * the registrar count nowhere, as of `now`.
 */
export async function academicRecordOf(
  db: Database,
  studentId: number,
  scale: GradeScale,
  now: Date = new Date(),
): Promise<AcademicRecord<TranscriptAttempt>> {
  return academicRecord(await courseAttemptsOf(db, studentId, now), scale);
}
