import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.js';
import { courses, terms } from '../academic/schema.js';
import { staffMembers } from '../staff/schema.js';
import { students } from '../student/schema.js';

export const EXAM_KINDS = ['midterm', 'final', 'practical'] as const;
export type ExamKind = (typeof EXAM_KINDS)[number];

/**
 * One sitting of a course's exam in a term: the midterm, the final, or the practical (lab courses). Every
 * student registered in the course sits it; where each sits is in `exam_seats`.
 */
export const exams = pgTable(
  'exams',
  {
    id: id(),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    kind: text().$type<ExamKind>().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** The main hall; a seat names its own hall when the exam fills more than one. */
    room: text().notNull(),
    /** What the exam is marked out of. */
    maxScore: smallint().notNull(),
    /**
     * Set once staff publish the scores. Until then no score of this exam leaves the database for a
     * student: every student query selects scores only through a join on `scores_published_at is not null`.
     */
    scoresPublishedAt: timestamp({ withTimezone: true }),
    scoresPublishedBy: integer().references(() => staffMembers.id),
    ...timestamps,
  },
  (t) => [
    // Serves a student's exams (term + course of each registered section, then kind) and keeps one
    // sitting per course, term and kind.
    uniqueIndex('exams_term_course_kind_idx').on(t.termId, t.courseId, t.kind),
    check('exams_kind_check', sql`${t.kind} in ('midterm', 'final', 'practical')`),
    check('exams_time_check', sql`${t.startsAt} < ${t.endsAt}`),
    check('exams_max_score_check', sql`${t.maxScore} > 0`),
    check(
      'exams_published_by_check',
      sql`${t.scoresPublishedBy} is null or ${t.scoresPublishedAt} is not null`,
    ),
  ],
);
export type Exam = typeof exams.$inferSelect;
export type NewExam = typeof exams.$inferInsert;

/**
 * A student's seat in an exam, and later their score. A student barred from the exams gets no seat. The
 * score is entered by the course's staff and is visible to the student only once the exam is published.
 */
export const examSeats = pgTable(
  'exam_seats',
  {
    studentId: integer()
      .notNull()
      .references(() => students.id),
    examId: integer()
      .notNull()
      .references(() => exams.id),
    room: text().notNull(),
    seatNo: smallint().notNull(),
    /** Null until marked, and for a student who was absent. Never above the exam's max_score (service rule). */
    score: numeric({ precision: 5, scale: 2, mode: 'number' }),
    absent: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // The primary key serves a student's seats and published scores (student first).
    primaryKey({ columns: [t.studentId, t.examId] }),
    // One student per seat; also serves an exam's roster and the publication check.
    uniqueIndex('exam_seats_exam_room_seat_idx').on(t.examId, t.room, t.seatNo),
    check('exam_seats_score_check', sql`${t.score} is null or ${t.score} >= 0`),
    check('exam_seats_absent_check', sql`not (${t.absent} and ${t.score} is not null)`),
    check('exam_seats_seat_check', sql`${t.seatNo} > 0`),
  ],
);
export type ExamSeat = typeof examSeats.$inferSelect;
export type NewExamSeat = typeof examSeats.$inferInsert;
