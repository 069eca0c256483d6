import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { courses, sections, terms } from '../academic/schema.js';
import { registrations } from '../registration/schema.js';
import type { CourseAttempt } from './academic-record.js';

/**
 * Every course the student sat: one row per lecture registration (a lab or tutorial repeats the lecture's
 * grade, so counting it would count the course twice), dropped seats left out, oldest term first.
 * Served by registrations_student_term_idx; sections, courses and terms by primary key.
 */
export async function courseAttemptsOf(db: Database, studentId: number): Promise<CourseAttempt[]> {
  const rows = await db
    .select({
      termId: registrations.termId,
      termStartsOn: terms.startsOn,
      courseId: sections.courseId,
      credits: courses.credits,
      grade: registrations.grade,
    })
    .from(registrations)
    .innerJoin(sections, eq(sections.id, registrations.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .innerJoin(terms, eq(terms.id, registrations.termId))
    .where(
      and(
        eq(registrations.studentId, studentId),
        eq(sections.kind, 'lecture'),
        inArray(registrations.status, ['registered', 'completed', 'withdrawn']),
      ),
    )
    .orderBy(asc(terms.startsOn), asc(sections.courseId));
  return rows.map((row) => ({
    termId: row.termId,
    // ISO dates sort as text and as time alike; the day number keeps the comparison numeric.
    termOrder: Date.parse(row.termStartsOn) / 86_400_000,
    courseId: row.courseId,
    credits: row.credits,
    grade: row.grade,
  }));
}
