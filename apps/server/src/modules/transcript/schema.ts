import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { WITHHOLDING_REASONS } from '@portal/contract';
import { registrations } from '../registration/schema.js';
import { students } from '../student/schema.js';
import { quotedList } from '../../platform/db/columns.js';

export type WithholdingReason = (typeof WITHHOLDING_REASONS)[number];

/**
 * A grade the registrar holds back (unpaid fees, a disciplinary case, missing documents): the student sees
 * "withheld" without the letter, and the attempt counts nowhere (GPA, credits, prerequisites) until it is
 * released. One row per lecture registration; a release keeps the row, so the history stays.
 */
export const withheldGrades = pgTable(
  'withheld_grades',
  {
    registrationId: integer()
      .primaryKey()
      .references(() => registrations.id),
    /** Copied from the registration so a student's holds are found without touching registrations. */
    studentId: integer()
      .notNull()
      .references(() => students.id),
    reason: text().$type<WithholdingReason>().notNull(),
    withheldAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null while the hold is in force. */
    releasedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // Serves the transcript's "holds in force for this student" (a partial index: released rows are history).
    index('withheld_grades_student_idx')
      .on(t.studentId)
      .where(sql`${t.releasedAt} is null`),
    check('withheld_grades_reason_check', sql`${t.reason} in (${quotedList(WITHHOLDING_REASONS)})`),
  ],
);
export type WithheldGrade = typeof withheldGrades.$inferSelect;
export type NewWithheldGrade = typeof withheldGrades.$inferInsert;
