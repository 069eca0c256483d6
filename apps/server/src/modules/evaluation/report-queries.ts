import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { courses, instructors, sections, terms } from '../academic/schema.js';
import { evaluationQuestions, evaluationScores, evaluationTallies } from './schema.js';

/** The term a report is about: the one named, else the latest term that has any evaluation. */
export async function reportTerm(db: Database, termCode: string | undefined) {
  const rows = await db
    .selectDistinct({ id: terms.id, code: terms.code, startsOn: terms.startsOn })
    .from(terms)
    .innerJoin(sections, eq(sections.termId, terms.id))
    .innerJoin(evaluationTallies, eq(evaluationTallies.sectionId, sections.id))
    .where(termCode === undefined ? undefined : eq(terms.code, termCode))
    .orderBy(desc(terms.startsOn))
    .limit(1);
  return rows[0];
}

/** Every evaluated subject (a section's course, or one of its instructors) of a term with its respondents. */
export function termSubjects(db: Database, termId: number) {
  return db
    .select({
      sectionId: sections.id,
      courseCode: courses.code,
      courseTitleEn: courses.titleEn,
      sectionNo: sections.sectionNo,
      instructorId: evaluationTallies.instructorId,
      instructorNameEn: instructors.nameEn,
      respondents: evaluationTallies.respondents,
    })
    .from(evaluationTallies)
    .innerJoin(sections, eq(sections.id, evaluationTallies.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .leftJoin(instructors, eq(instructors.id, evaluationTallies.instructorId))
    .where(eq(sections.termId, termId))
    .orderBy(asc(courses.code), asc(sections.sectionNo), sql`${evaluationTallies.instructorId} nulls first`);
}

/** Per subject and Likert question: how many scored it and the mean score, for subjects of `minimum` or more. */
export function termScoreMeans(db: Database, termId: number, minimum: number) {
  return db
    .select({
      sectionId: evaluationScores.sectionId,
      instructorId: evaluationScores.instructorId,
      questionId: evaluationQuestions.id,
      textEn: evaluationQuestions.textEn,
      answers: sql<number>`sum(${evaluationScores.answers})::int`,
      mean: sql<number>`round(sum(${evaluationScores.score} * ${evaluationScores.answers})::numeric / sum(${evaluationScores.answers}), 2)::float8`,
    })
    .from(evaluationScores)
    .innerJoin(sections, eq(sections.id, evaluationScores.sectionId))
    .innerJoin(evaluationQuestions, eq(evaluationQuestions.id, evaluationScores.questionId))
    .innerJoin(
      evaluationTallies,
      and(
        eq(evaluationTallies.sectionId, evaluationScores.sectionId),
        sql`${evaluationTallies.instructorId} is not distinct from ${evaluationScores.instructorId}`,
      ),
    )
    .where(and(eq(sections.termId, termId), sql`${evaluationTallies.respondents} >= ${minimum}`))
    .groupBy(
      evaluationScores.sectionId,
      evaluationScores.instructorId,
      evaluationQuestions.id,
      evaluationQuestions.textEn,
      evaluationQuestions.position,
    )
    .orderBy(asc(evaluationQuestions.categoryId), asc(evaluationQuestions.position));
}
