import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.js';
import { inList, prepared } from '../../platform/db/prepared.js';
import { courseRequisites, courses } from './schema.js';

export interface RequisiteFacts {
  courseId: number;
  requiredCourseId: number;
  requiredCode: string;
  kind: 'pre' | 'co';
}

/** The requisites of the given courses (course_requisites primary key, course first). */
export async function requisitesOfCourses(
  db: Database | Transaction,
  courseIds: readonly number[],
): Promise<RequisiteFacts[]> {
  if (courseIds.length === 0) return [];
  return prepared(db, 'academic.requisites-of-courses', (db, name) =>
    db
      .select({
        courseId: courseRequisites.courseId,
        requiredCourseId: courseRequisites.requiredCourseId,
        requiredCode: courses.code,
        kind: courseRequisites.kind,
      })
      .from(courseRequisites)
      .innerJoin(courses, eq(courses.id, courseRequisites.requiredCourseId))
      .where(inList(courseRequisites.courseId, 'courseIds'))
      .orderBy(courses.code)
      .prepare(name),
  ).execute({ courseIds });
}
