import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { courses, instructors, sections, termWindows, terms } from '../academic/schema.js';
import {
  evaluationCompletions,
  evaluationHeldAnswers,
  evaluationQuestions,
  evaluationScores,
  evaluationTallies,
} from './schema.js';

/**
 * The term a report is about, with its evaluation window (null dates when it has none): the one named,
 * else the latest term that has a completion or released answers, or whose window has opened and closed
 * no earlier than `closedAfter` (so the report of an open evaluation is asked for, and refused).
 */
export async function reportTerm(db: Database, termCode: string | undefined, now: Date, closedAfter: Date) {
  const termSections = sql`select ${sections.id} from ${sections} where ${sections.termId} = ${terms.id}`;
  const evaluated = sql`(exists (select 1 from ${evaluationCompletions} where ${evaluationCompletions.sectionId} in (${termSections}))
    or exists (select 1 from ${evaluationTallies} where ${evaluationTallies.sectionId} in (${termSections}))
    or (${termWindows.opensAt} <= ${now.toISOString()} and ${termWindows.closesAt} > ${closedAfter.toISOString()}))`;
  const rows = await db
    .select({
      id: terms.id,
      code: terms.code,
      opensAt: termWindows.opensAt,
      closesAt: termWindows.closesAt,
    })
    .from(terms)
    .leftJoin(termWindows, and(eq(termWindows.termId, terms.id), eq(termWindows.kind, 'evaluation')))
    .where(termCode === undefined ? evaluated : eq(terms.code, termCode))
    .orderBy(desc(terms.startsOn))
    .limit(1);
  return rows[0];
}

/** Whether a section of the term holds `minimum` or more submissions still to release. */
export async function heldForRelease(db: Database, termId: number, minimum: number): Promise<boolean> {
  const rows = await db
    .select({ sectionId: evaluationHeldAnswers.sectionId })
    .from(evaluationHeldAnswers)
    .innerJoin(sections, eq(sections.id, evaluationHeldAnswers.sectionId))
    .where(eq(sections.termId, termId))
    .groupBy(evaluationHeldAnswers.sectionId)
    .having(sql`count(distinct ${evaluationHeldAnswers.sealed}) >= ${minimum}`)
    .limit(1);
  return rows.length > 0;
}

/**
 * Sections of the term that students evaluated but whose answers were never released (too few of them):
 * how many evaluated, by the completions, and the section's instructor.
 */
export function unreleasedSections(db: Database, termId: number) {
  return db
    .select({
      sectionId: sections.id,
      courseCode: courses.code,
      courseTitleEn: courses.titleEn,
      sectionNo: sections.sectionNo,
      instructorId: sections.instructorId,
      instructorNameEn: instructors.nameEn,
      respondents: sql<number>`count(*)::int`,
    })
    .from(evaluationCompletions)
    .innerJoin(sections, eq(sections.id, evaluationCompletions.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .leftJoin(instructors, eq(instructors.id, sections.instructorId))
    .where(
      and(
        eq(sections.termId, termId),
        sql`not exists (select 1 from ${evaluationTallies} where ${evaluationTallies.sectionId} = ${sections.id})`,
      ),
    )
    .groupBy(sections.id, courses.code, courses.titleEn, instructors.nameEn);
}

/** Every released subject (a section's course, or one of its instructors) of a term with its respondents. */
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
