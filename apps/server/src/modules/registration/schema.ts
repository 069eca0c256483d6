import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  ADVISING_EVENT_ACTIONS,
  SEAT_SOURCES,
  type AdvisingEventAction,
  type SeatSource,
} from '@portal/contract';
import { id, quotedList, timestamps } from '../../platform/db/columns.js';
import { courses, sections, terms } from '../academic/schema.js';
import { staffMembers } from '../staff/schema.js';
import { students } from '../student/schema.js';

export const REGISTRATION_STATUSES = ['registered', 'completed', 'withdrawn', 'dropped'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/**
 * Letter grades of the default scale; grade points are configuration, not stored. WU (withdrawn while
 * failing attendance or marks, recorded by a late drop through student services) counts as an F; P (a pass
 * without points: the summer training's TRN 300, modules/sstp) earns credits outside every GPA. Both appended
 * last so the demo's grade indexes keep their meaning.
 */
export const LETTER_GRADES = [
  'A',
  'A-',
  'B+',
  'B',
  'B-',
  'C+',
  'C',
  'C-',
  'D+',
  'D',
  'F',
  'W',
  'I',
  'WU',
  'P',
] as const;
export type LetterGrade = (typeof LETTER_GRADES)[number];

/**
 * A student's seat in a section: 'registered' this term, 'completed' with a grade in past terms,
 * 'withdrawn' (W) or 'dropped' during add/drop (the seat was freed).
 */
export const registrations = pgTable(
  'registrations',
  {
    id: id(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    sectionId: integer()
      .notNull()
      .references(() => sections.id),
    /** Copied from the section so per-term reads (schedule, transcript) need no join to find the term. */
    termId: integer()
      .notNull()
      .references(() => terms.id),
    status: text().$type<RegistrationStatus>().notNull().default('registered'),
    grade: text().$type<LetterGrade>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('registrations_student_section_idx').on(t.studentId, t.sectionId),
    // Serves the schedule and transcript: one student's rows per term.
    index('registrations_student_term_idx').on(t.studentId, t.termId),
    // Serves section rosters and the seat-count reconciliation.
    index('registrations_section_idx').on(t.sectionId),
    check(
      'registrations_status_check',
      sql`${t.status} in ('registered', 'completed', 'withdrawn', 'dropped')`,
    ),
  ],
);
export type Registration = typeof registrations.$inferSelect;
export type NewRegistration = typeof registrations.$inferInsert;

/**
 * The advising log: every seat change and advising action of a student, appended in the same transaction
 * as the change itself, so the log and the seats never disagree. Advising/GetLoggers reads it.
 */
export const advisingEvents = pgTable(
  'advising_events',
  {
    id: id(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    action: text().$type<AdvisingEventAction>().notNull(),
    source: text().$type<SeatSource>().notNull(),
    sectionId: integer().references(() => sections.id),
    courseId: integer().references(() => courses.id),
    /** Plain words for the student: a refusal, the group chosen… */
    detail: text(),
    /** Set when staff made the change (acting as the student or on their behalf). */
    staffMemberId: integer().references(() => staffMembers.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Serves GetLoggers: one student's events, newest first.
    index('advising_events_student_at_idx').on(t.studentId, t.at),
    check('advising_events_action_check', sql`${t.action} in (${quotedList(ADVISING_EVENT_ACTIONS)})`),
    check('advising_events_source_check', sql`${t.source} in (${quotedList(SEAT_SOURCES)})`),
  ],
);
export type AdvisingEventRow = typeof advisingEvents.$inferSelect;
export type NewAdvisingEvent = typeof advisingEvents.$inferInsert;
