import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { id } from '../../platform/db/columns.js';
import { instructors, sections, terms } from '../academic/schema.js';
import { students } from '../student/schema.js';

/**
 * The fact "this student has evaluated this section", kept apart from the answers (stored below without
 * any student reference). Deliberately no surrogate id, no creation timestamp and only the day: an
 * insertion-ordered id or a precise time could be matched against the answers to re-identify them.
 */
export const evaluationCompletions = pgTable(
  'evaluation_completions',
  {
    studentId: integer()
      .notNull()
      .references(() => students.id),
    sectionId: integer()
      .notNull()
      .references(() => sections.id),
    /** The university calendar day of the submission, no finer. */
    evaluatedOn: date().notNull(),
  },
  (t) => [
    // Serves CheckForEvaluation's "not yet evaluated" probe per registered section (and one fact per pair).
    primaryKey({ columns: [t.studentId, t.sectionId] }),
  ],
);
export type EvaluationCompletion = typeof evaluationCompletions.$inferSelect;
export type NewEvaluationCompletion = typeof evaluationCompletions.$inferInsert;

/** A term's questionnaire: category 1 asks about the course, 2 about each instructor. */
export const evaluationQuestions = pgTable(
  'evaluation_questions',
  {
    id: id(),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    categoryId: smallint().$type<1 | 2>().notNull(),
    position: smallint().notNull(),
    kind: text().$type<'likert' | 'text'>().notNull(),
    required: boolean().notNull().default(true),
    textEn: text().notNull(),
    textAr: text().notNull(),
  },
  (t) => [
    unique('evaluation_questions_term_category_position_key').on(t.termId, t.categoryId, t.position),
    check('evaluation_questions_category_check', sql`${t.categoryId} in (1, 2)`),
    check('evaluation_questions_kind_check', sql`${t.kind} in ('likert', 'text')`),
  ],
);
export type EvaluationQuestionRow = typeof evaluationQuestions.$inferSelect;
export type NewEvaluationQuestion = typeof evaluationQuestions.$inferInsert;

/*
 * The answers, anonymous by construction: no student column, no id, no timestamp. Scores are counters
 * (how many gave score s to question q for this section/instructor), so a submission leaves no row of its
 * own; the respondent count per section/instructor decides whether aggregates may be shown (≥ 5).
 * `instructorId` null means the course itself. Free-text comments are the only per-answer rows.
 */

export const evaluationTallies = pgTable(
  'evaluation_tallies',
  {
    sectionId: integer()
      .notNull()
      .references(() => sections.id),
    instructorId: integer().references(() => instructors.id),
    respondents: integer().notNull(),
  },
  (t) => [
    unique('evaluation_tallies_subject_key').on(t.sectionId, t.instructorId).nullsNotDistinct(),
    check('evaluation_tallies_respondents_check', sql`${t.respondents} > 0`),
  ],
);

export const evaluationScores = pgTable(
  'evaluation_scores',
  {
    sectionId: integer()
      .notNull()
      .references(() => sections.id),
    instructorId: integer().references(() => instructors.id),
    questionId: integer()
      .notNull()
      .references(() => evaluationQuestions.id),
    score: smallint().notNull(),
    answers: integer().notNull(),
  },
  (t) => [
    unique('evaluation_scores_subject_score_key')
      .on(t.sectionId, t.instructorId, t.questionId, t.score)
      .nullsNotDistinct(),
    check('evaluation_scores_score_check', sql`${t.score} between 1 and 5`),
    check('evaluation_scores_answers_check', sql`${t.answers} > 0`),
  ],
);

export const evaluationComments = pgTable(
  'evaluation_comments',
  {
    sectionId: integer()
      .notNull()
      .references(() => sections.id),
    instructorId: integer().references(() => instructors.id),
    questionId: integer()
      .notNull()
      .references(() => evaluationQuestions.id),
    comment: text().notNull(),
  },
  (t) => [index('evaluation_comments_section_idx').on(t.sectionId)],
);
