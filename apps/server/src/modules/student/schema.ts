import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.js';
import { faculties, programs, terms } from '../academic/schema.js';

export const STANDINGS = ['good', 'honors', 'warning', 'probation'] as const;
export type Standing = (typeof STANDINGS)[number];
export const STUDENT_STATUSES = ['active', 'suspended', 'graduated', 'withdrawn'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

export const students = pgTable(
  'students',
  {
    id: id(),
    /** University ID as printed on the card, e.g. '2023-10457'. */
    code: text().notNull(),
    /** Login email; stored lower-case so look-ups need no function index. */
    email: text().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    facultyId: integer()
      .notNull()
      .references(() => faculties.id),
    programId: integer()
      .notNull()
      .references(() => programs.id),
    admittedTermId: integer()
      .notNull()
      .references(() => terms.id),
    /** Study year, 1 for freshmen. */
    level: smallint().notNull(),
    standing: text().$type<Standing>().notNull().default('good'),
    status: text().$type<StudentStatus>().notNull().default('active'),
    /** As on the national ID; null where admissions did not record it. Decides military education. */
    gender: text().$type<'male' | 'female'>(),
    /** ISO 3166-1 alpha-2 code of the student's nationality ('EG'); null where not recorded. */
    nationality: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('students_code_idx').on(t.code),
    uniqueIndex('students_email_idx').on(t.email),
    // Serves audience queries (a faculty, a program, a level).
    index('students_program_level_idx').on(t.programId, t.level),
    check('students_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('students_level_check', sql`${t.level} between 1 and 7`),
    check('students_standing_check', sql`${t.standing} in ('good', 'honors', 'warning', 'probation')`),
    check('students_status_check', sql`${t.status} in ('active', 'suspended', 'graduated', 'withdrawn')`),
    check('students_gender_check', sql`${t.gender} in ('male', 'female')`),
    check('students_nationality_check', sql`${t.nationality} ~ '^[A-Z]{2}$'`),
  ],
);
export type Student = typeof students.$inferSelect;
export type NewStudent = typeof students.$inferInsert;
