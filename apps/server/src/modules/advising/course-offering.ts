import { and, eq, sql } from 'drizzle-orm';
import { prepared } from '../../platform/db/prepared.js';
import { courses, sections, terms } from '../academic/schema.js';
import { isCurrentTerm } from '../academic/current-term.js';
import type { Reader } from './rule-queries.js';

/** A course and the ids of its sections this term. */
export interface CourseOffering {
  course: {
    id: number;
    code: string;
    titleEn: string;
    titleAr: string;
    credits: number;
    hasLab: boolean;
  };
  termId: number;
  sectionIds: number[];
}

/**
 * The course and its sections in the current term, in one prepared statement: on registration day every
 * student opens a course's sections several times, and three statements one after another were three
 * turns of a busy event loop before the sections themselves were read. Null when there is no such course,
 * no current term, or no section of it this term.
 */
export async function courseOffering(db: Reader, courseId: number): Promise<CourseOffering | null> {
  const rows = await prepared(db, 'advising.course-offering', (db, name) =>
    db
      .select({
        id: courses.id,
        code: courses.code,
        titleEn: courses.titleEn,
        titleAr: courses.titleAr,
        credits: courses.credits,
        hasLab: courses.hasLab,
        termId: terms.id,
        sectionId: sections.id,
      })
      .from(courses)
      .innerJoin(terms, isCurrentTerm())
      .innerJoin(sections, and(eq(sections.courseId, courses.id), eq(sections.termId, terms.id)))
      .where(eq(courses.id, sql.placeholder('courseId')))
      .prepare(name),
  ).execute({ courseId });
  const [first] = rows;
  if (!first) return null;
  return {
    course: {
      id: first.id,
      code: first.code,
      titleEn: first.titleEn,
      titleAr: first.titleAr,
      credits: first.credits,
      hasLab: first.hasLab,
    },
    termId: first.termId,
    sectionIds: rows.map((row) => row.sectionId),
  };
}
