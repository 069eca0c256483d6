import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { courses, instructors, sections, terms } from '../academic/schema.js';
import { registrations } from '../registration/schema.js';
import { evaluationCompletions, evaluationQuestions } from './schema.js';
import { inCurrentTerm } from '../academic/current-term.js';

/** The current term's registered sections of the student, each with whether it is evaluated. */
export function studentSectionsToEvaluate(db: Database, studentId: number) {
  return db
    .select({
      sectionId: sections.id,
      courseCode: courses.code,
      titleEn: courses.titleEn,
      titleAr: courses.titleAr,
      sectionNo: sections.sectionNo,
      kind: sections.kind,
      instructorId: sections.instructorId,
      evaluated: sql<boolean>`${evaluationCompletions.sectionId} is not null`,
    })
    .from(registrations)
    .innerJoin(terms, inCurrentTerm(registrations.termId))
    .innerJoin(sections, eq(sections.id, registrations.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .leftJoin(
      evaluationCompletions,
      and(
        eq(evaluationCompletions.studentId, registrations.studentId),
        eq(evaluationCompletions.sectionId, registrations.sectionId),
      ),
    )
    .where(and(eq(registrations.studentId, studentId), eq(registrations.status, 'registered')))
    .orderBy(asc(courses.code), asc(sections.sectionNo));
}

/** The instructors of a section (one per section in this university's model; none when unassigned). */
export function sectionInstructors(db: Database, sectionId: number) {
  return db
    .select({
      id: instructors.id,
      title: instructors.title,
      nameEn: instructors.nameEn,
      nameAr: instructors.nameAr,
    })
    .from(sections)
    .innerJoin(instructors, eq(instructors.id, sections.instructorId))
    .where(eq(sections.id, sectionId));
}

/** The current term's questions, in order; all categories unless one is named. */
export function currentQuestions(db: Database, categoryId?: 1 | 2) {
  return db
    .select({
      id: evaluationQuestions.id,
      categoryId: evaluationQuestions.categoryId,
      kind: evaluationQuestions.kind,
      required: evaluationQuestions.required,
      textEn: evaluationQuestions.textEn,
      textAr: evaluationQuestions.textAr,
    })
    .from(evaluationQuestions)
    .innerJoin(terms, inCurrentTerm(evaluationQuestions.termId))
    .where(categoryId === undefined ? undefined : eq(evaluationQuestions.categoryId, categoryId))
    .orderBy(asc(evaluationQuestions.categoryId), asc(evaluationQuestions.position));
}
