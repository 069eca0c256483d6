import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.js';

export const faculties = pgTable('faculties', {
  id: id(),
  code: text().notNull().unique(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
  ...timestamps,
});
export type Faculty = typeof faculties.$inferSelect;
export type NewFaculty = typeof faculties.$inferInsert;

export const programs = pgTable(
  'programs',
  {
    id: id(),
    facultyId: integer()
      .notNull()
      .references(() => faculties.id),
    code: text().notNull().unique(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    degree: text().notNull(),
    /** 'individual': the student builds a timetable course by course; 'group': picks a ready-made block. */
    advisingMode: text().notNull().default('individual'),
    totalCredits: smallint().notNull(),
    ...timestamps,
  },
  (t) => [
    index('programs_faculty_idx').on(t.facultyId),
    check('programs_advising_mode_check', sql`${t.advisingMode} in ('individual', 'group')`),
  ],
);
export type Program = typeof programs.$inferSelect;
export type NewProgram = typeof programs.$inferInsert;

export const terms = pgTable(
  'terms',
  {
    id: id(),
    /** e.g. '2026-FALL'; sorts chronologically within a year by `startsOn`, not by code. */
    code: text().notNull().unique(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    startsOn: date().notNull(),
    endsOn: date().notNull(),
    isCurrent: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // At most one current term: every "this term" query relies on it.
    uniqueIndex('terms_one_current_idx')
      .on(t.isCurrent)
      .where(sql`${t.isCurrent}`),
    check('terms_dates_check', sql`${t.startsOn} < ${t.endsOn}`),
  ],
);
export type Term = typeof terms.$inferSelect;
export type NewTerm = typeof terms.$inferInsert;

export const WINDOW_KINDS = [
  'advising',
  'add_drop',
  'advising_preview',
  'withdrawal',
  'evaluation',
  'midterm_exams',
  'final_exams',
  'grades_publication',
  /** Choosing or changing a bus line for the term (billing's bus.ts). */
  'bus_subscription',
] as const;
export type WindowKind = (typeof WINDOW_KINDS)[number];

/** The term calendar: when each self-service action is open. Staff move these to open or close a window. */
export const termWindows = pgTable(
  'term_windows',
  {
    id: id(),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    kind: text().$type<WindowKind>().notNull(),
    opensAt: timestamp({ withTimezone: true }).notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('term_windows_term_kind_idx').on(t.termId, t.kind),
    check('term_windows_order_check', sql`${t.opensAt} < ${t.closesAt}`),
  ],
);
export type TermWindow = typeof termWindows.$inferSelect;

export const courses = pgTable(
  'courses',
  {
    id: id(),
    /** As printed on transcripts, e.g. 'CSC 201'. */
    code: text().notNull().unique(),
    titleEn: text().notNull(),
    titleAr: text().notNull(),
    credits: smallint().notNull(),
    facultyId: integer()
      .notNull()
      .references(() => faculties.id),
    /** The course has lab or tutorial sections that must be taken with a lecture section. */
    hasLab: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [check('courses_credits_check', sql`${t.credits} between 0 and 12`)],
);
export type Course = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;

export const courseRequisites = pgTable(
  'course_requisites',
  {
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    requiredCourseId: integer()
      .notNull()
      .references(() => courses.id),
    /** 'pre': passed before; 'co': passed before or taken in the same term. */
    kind: text().$type<'pre' | 'co'>().notNull().default('pre'),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.requiredCourseId] }),
    check('course_requisites_kind_check', sql`${t.kind} in ('pre', 'co')`),
  ],
);

/** A block of a program's study plan (university requirements, core, electives…). */
export const planCategories = pgTable(
  'plan_categories',
  {
    id: id(),
    programId: integer()
      .notNull()
      .references(() => programs.id),
    code: text().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    requiredCredits: smallint().notNull(),
    isElective: boolean().notNull().default(false),
    sortOrder: smallint().notNull(),
  },
  (t) => [uniqueIndex('plan_categories_program_code_idx').on(t.programId, t.code)],
);
export type PlanCategory = typeof planCategories.$inferSelect;

export const planCategoryCourses = pgTable(
  'plan_category_courses',
  {
    categoryId: integer()
      .notNull()
      .references(() => planCategories.id),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    /** The level (year) in which the plan suggests taking the course. */
    suggestedLevel: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.courseId] }),
    // Serves "which categories does this course count for" in degree audits.
    index('plan_category_courses_course_idx').on(t.courseId),
  ],
);

export const instructors = pgTable('instructors', {
  id: id(),
  facultyId: integer()
    .notNull()
    .references(() => faculties.id),
  /** Academic title as printed before the name: 'Prof.', 'Dr.', 'Eng.', 'TA'. */
  title: text().notNull(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
  email: text().notNull().unique(),
  ...timestamps,
});
export type Instructor = typeof instructors.$inferSelect;

export const SECTION_KINDS = ['lecture', 'lab', 'tutorial'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export const sections = pgTable(
  'sections',
  {
    id: id(),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    sectionNo: text().notNull(),
    kind: text().$type<SectionKind>().notNull().default('lecture'),
    /** A lab or tutorial belongs to one lecture section of the same course. */
    lectureSectionId: integer().references((): AnyPgColumn => sections.id),
    instructorId: integer().references(() => instructors.id),
    capacity: integer().notNull(),
    /** Seats taken; kept equal to the count of active registrations, changed in the same transaction. */
    enrolled: integer().notNull().default(0),
    /** Seats held for waitlist offers (modules/waitlist): nobody else may take them until accepted or lapsed. */
    held: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sections_term_course_no_idx').on(t.termId, t.courseId, t.sectionNo),
    // Serves "open sections of this course this term" in advising.
    index('sections_course_term_idx').on(t.courseId, t.termId),
    check(
      'sections_seats_check',
      sql`${t.enrolled} >= 0 and ${t.held} >= 0 and ${t.enrolled} + ${t.held} <= ${t.capacity}`,
    ),
    check('sections_kind_check', sql`${t.kind} in ('lecture', 'lab', 'tutorial')`),
  ],
);
export type Section = typeof sections.$inferSelect;
export type NewSection = typeof sections.$inferInsert;

/** A weekly meeting of a section: the rows of the spec's SectionSchedule. */
export const sectionMeetings = pgTable(
  'section_meetings',
  {
    id: id(),
    sectionId: integer()
      .notNull()
      .references(() => sections.id),
    /** 0 = Sunday … 6 = Saturday; the Egyptian week starts on Saturday, display order is configuration. */
    dayOfWeek: smallint().notNull(),
    startsAt: time().notNull(),
    endsAt: time().notNull(),
    room: text(),
    mode: text().$type<'in_person' | 'online' | 'hybrid'>().notNull().default('in_person'),
    onlineUrl: text(),
  },
  (t) => [
    index('section_meetings_section_idx').on(t.sectionId),
    check('section_meetings_day_check', sql`${t.dayOfWeek} between 0 and 6`),
    check('section_meetings_time_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);
export type SectionMeeting = typeof sectionMeetings.$inferSelect;
