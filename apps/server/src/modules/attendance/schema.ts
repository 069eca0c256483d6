import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '../../platform/db/columns.js';
import { sections } from '../academic/schema.js';
import { students } from '../student/schema.js';

export const CLASS_SESSION_STATUSES = ['scheduled', 'held', 'cancelled'] as const;
export type ClassSessionStatus = (typeof CLASS_SESSION_STATUSES)[number];

/**
 * Every meeting of a section in the term, dated: 'scheduled' until the instructor takes attendance
 * ('held'), or 'cancelled'. Absence limits are measured against the scheduled and held sessions.
 */
export const classSessions = pgTable(
  'class_sessions',
  {
    id: id(),
    sectionId: integer()
      .notNull()
      .references(() => sections.id),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    status: text().$type<ClassSessionStatus>().notNull().default('scheduled'),
  },
  (t) => [
    // Serves the attendance page: the sessions of the student's sections, counted by status.
    index('class_sessions_section_idx').on(t.sectionId, t.startsAt),
    check('class_sessions_status_check', sql`${t.status} in ('scheduled', 'held', 'cancelled')`),
  ],
);
export type ClassSession = typeof classSessions.$inferSelect;
export type NewClassSession = typeof classSessions.$inferInsert;

/**
 * Only absences are stored, never "present": at 50,000 students a row per student per session would be
 * tens of millions of rows a term for facts nobody asks about. Present = held and no row here.
 */
export const absences = pgTable(
  'absences',
  {
    studentId: integer()
      .notNull()
      .references(() => students.id),
    sessionId: integer()
      .notNull()
      .references(() => classSessions.id),
    /** A medical note or an official errand accepted by the faculty: shown, but not counted toward the limits. */
    excused: boolean().notNull().default(false),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Student first: serves the attendance page's "this student's absences"; one absence per session.
    primaryKey({ columns: [t.studentId, t.sessionId] }),
    // Serves an instructor's roll call of one session.
    index('absences_session_idx').on(t.sessionId),
  ],
);
export type Absence = typeof absences.$inferSelect;
export type NewAbsence = typeof absences.$inferInsert;
