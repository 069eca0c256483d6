import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../../platform/db/columns.js';
import { terms } from '../../academic/schema.js';
import { students } from '../../student/schema.js';

/** The military-education course of a term: its fee and the last day to pay it. */
export const militaryCourses = pgTable(
  'military_courses',
  {
    id: id(),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    feePiastres: integer().notNull(),
    /** YYYY-MM-DD, university calendar. */
    dueOn: date({ mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('military_courses_term_idx').on(t.termId),
    check('military_courses_fee_check', sql`${t.feePiastres} > 0`),
  ],
);
export type MilitaryCourse = typeof militaryCourses.$inferSelect;

export const MILITARY_OUTCOMES = ['registered', 'completed', 'exempt'] as const;
export type MilitaryOutcome = (typeof MILITARY_OUTCOMES)[number];

/**
 * What the registrar recorded for a student: registered on the course, the course completed, or an
 * exemption (with the office's reason in `note`). Absent, a student who must take the course is due (or
 * registered once its fee is paid: military.ts). Moves between outcomes: military-records.ts.
 */
export const militaryRecords = pgTable(
  'military_records',
  {
    id: id(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    outcome: text().$type<MilitaryOutcome>().notNull(),
    note: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('military_records_student_idx').on(t.studentId),
    check('military_records_outcome_check', sql`${t.outcome} in ('registered', 'completed', 'exempt')`),
  ],
);
