import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { sections } from '../academic/schema.js';
import { students } from '../student/schema.js';

/**
 * The fact "this student has evaluated this section", kept apart from the answers (issue 8 stores those
 * without any student reference). Deliberately no surrogate id, no creation timestamp and only the day:
 * an insertion-ordered id or a precise time could be matched against the answers to re-identify them.
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
