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

/**
 * Submissions held sealed until their release (release.ts): one row per submission, written in the same
 * transaction as its completion fact, so its transaction id (xmin) and its place in the heap name the
 * student. That is why it holds nothing readable: the answers are encoded at a fixed length for the
 * questionnaire (sealed-answers.ts) and sealed with the secret box (AES-256-GCM, a key kept outside the
 * database when SECRETS_KEYS is set), bound to the section. No id, no time, no order: a release deletes a
 * section's rows together and adds them to the counters and comments below in a transaction of its own.
 */
export const evaluationHeldAnswers = pgTable(
  'evaluation_held_answers',
  {
    sectionId: integer()
      .notNull()
      .references(() => sections.id),
    /** The sealed submission; every one of a section's is the same length, whatever was answered. */
    sealed: text().notNull(),
  },
  // Serves the release: a closed term's sections with enough held submissions, and each one's delete.
  (t) => [index('evaluation_held_answers_section_idx').on(t.sectionId)],
);

/*
 * The released answers, anonymous by construction: no student column, no id, no timestamp, and written only
 * by a release (release.ts), which adds at least MINIMUM_RESPONDENTS submissions of one section at once, in
 * an order that depends on the answers alone. Scores are counters (how many gave score s to question q for
 * this section/instructor), so a submission leaves no row of its own; the respondent count per
 * section/instructor decides whether aggregates may be shown. `instructorId` null means the course itself.
 * Free-text comments are the only per-answer rows.
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
