import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, quotedList, timestamps } from '../../platform/db/columns.js';
import { programs, sections, terms } from '../academic/schema.js';
import { staffMembers } from '../staff/schema.js';
import { students } from '../student/schema.js';

export const REGISTRATION_HOLD_KINDS = ['registrar', 'disciplinary'] as const;
export type RegistrationHoldKind = (typeof REGISTRATION_HOLD_KINDS)[number];

/**
 * A hold an office places on registration only (the student keeps using the portal): the registrar
 * (missing documents, an unfinished transfer) or a disciplinary decision. In force from `starts_at` until
 * `ends_at` (null: until lifted); lifting sets `ends_at`, so the history stays.
 */
export const registrationHolds = pgTable(
  'registration_holds',
  {
    id: id(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    kind: text().$type<RegistrationHoldKind>().notNull(),
    /** The office's words to the student, e.g. "Bring your secondary school certificate to the registrar." */
    reason: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp({ withTimezone: true }),
    placedBy: integer().references(() => staffMembers.id),
    ...timestamps,
  },
  (t) => [
    // Serves the hold look-up of one student (every registration call reads it).
    index('registration_holds_student_idx').on(t.studentId),
    check('registration_holds_kind_check', sql`${t.kind} in (${quotedList(REGISTRATION_HOLD_KINDS)})`),
    check('registration_holds_period_check', sql`${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);
export type RegistrationHoldRow = typeof registrationHolds.$inferSelect;
export type NewRegistrationHold = typeof registrationHolds.$inferInsert;

/** A ready-made group of a group-advising program: a block of sections taken together at one level. */
export const advisingGroups = pgTable(
  'advising_groups',
  {
    id: id(),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    programId: integer()
      .notNull()
      .references(() => programs.id),
    level: smallint().notNull(),
    code: text().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
  },
  (t) => [
    uniqueIndex('advising_groups_term_code_idx').on(t.termId, t.programId, t.code),
    // Serves GetStudentGroups: the groups of a program and level this term.
    index('advising_groups_program_level_idx').on(t.termId, t.programId, t.level),
  ],
);
export type AdvisingGroupRow = typeof advisingGroups.$inferSelect;

export const advisingGroupSections = pgTable(
  'advising_group_sections',
  {
    groupId: integer()
      .notNull()
      .references(() => advisingGroups.id),
    sectionId: integer()
      .notNull()
      .references(() => sections.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.sectionId] })],
);

/** A module's elective group: the student picks `pick` of its courses, one of the listed sections each. */
export const electiveGroups = pgTable(
  'elective_groups',
  {
    id: id(),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    programId: integer()
      .notNull()
      .references(() => programs.id),
    level: smallint().notNull(),
    code: text().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    pick: smallint().notNull(),
  },
  (t) => [
    uniqueIndex('elective_groups_term_code_idx').on(t.termId, t.programId, t.code),
    index('elective_groups_program_level_idx').on(t.termId, t.programId, t.level),
    check('elective_groups_pick_check', sql`${t.pick} >= 1`),
  ],
);
export type ElectiveGroupRow = typeof electiveGroups.$inferSelect;

export const electiveGroupSections = pgTable(
  'elective_group_sections',
  {
    electiveGroupId: integer()
      .notNull()
      .references(() => electiveGroups.id),
    sectionId: integer()
      .notNull()
      .references(() => sections.id),
  },
  (t) => [
    primaryKey({ columns: [t.electiveGroupId, t.sectionId] }),
    // Serves "which elective group is this held section from" (GetSelectedElectives).
    index('elective_group_sections_section_idx').on(t.sectionId),
  ],
);

/** The ready-made group a student saved this term (their seats are registrations like any other). */
export const studentGroupChoices = pgTable(
  'student_group_choices',
  {
    studentId: integer()
      .notNull()
      .references(() => students.id),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    groupId: integer()
      .notNull()
      .references(() => advisingGroups.id),
    savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.termId] })],
);
