import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { courseRequisites, courses } from '../academic/schema.js';

/** A course of the catalogue by primary key. */
export async function catalogueCourse(db: Database, courseId: number) {
  const rows = await db
    .select({
      id: courses.id,
      code: courses.code,
      titleEn: courses.titleEn,
      titleAr: courses.titleAr,
      credits: courses.credits,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return rows[0];
}

/** A course's prerequisites and co-requisites (course_requisites primary key, course first). */
export function requisitesOf(db: Database, courseId: number) {
  return db
    .select({
      courseId: courses.id,
      code: courses.code,
      titleEn: courses.titleEn,
      titleAr: courses.titleAr,
      kind: courseRequisites.kind,
    })
    .from(courseRequisites)
    .innerJoin(courses, eq(courses.id, courseRequisites.requiredCourseId))
    .where(eq(courseRequisites.courseId, courseId))
    .orderBy(courses.code);
}
