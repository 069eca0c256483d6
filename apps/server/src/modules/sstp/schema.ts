import {
  SSTP_APPLICATION_STATES,
  SSTP_CYCLE_STATES,
  type SstpApplicationState,
  type SstpCycleState,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, quotedList, timestamps } from '../../platform/db/columns.js';
import { faculties, terms } from '../academic/schema.js';
import { staffMembers } from '../staff/schema.js';
import { students } from '../student/schema.js';

/** A language training may be given in (seeded by the migration: English, Arabic, German, French). */
export const sstpLanguages = pgTable('sstp_languages', {
  id: id(),
  code: text().notNull().unique(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
});

/** A training level (seeded: Introductory from study level 2, Advanced from 3). */
export const sstpLevels = pgTable('sstp_levels', {
  id: id(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
  /** The lowest study level (students.level) that may train at this level. */
  minStudyLevel: smallint().notNull(),
});
export type SstpLevelRow = typeof sstpLevels.$inferSelect;

/** A kind of organisation (seeded: industry, healthcare, banking and finance, technology, government, NGO). */
export const sstpCategories = pgTable('sstp_categories', {
  id: id(),
  code: text().notNull().unique(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
});

/** A training program offered to one faculty's students. */
export const sstpPrograms = pgTable(
  'sstp_programs',
  {
    id: id(),
    code: text().notNull().unique(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    facultyId: integer()
      .notNull()
      .references(() => faculties.id, { onDelete: 'cascade' }),
    /** What a pass puts on the transcript (TRN 300, grade P). */
    credits: smallint().notNull(),
    /** The shortest training period the program accepts. */
    weeksMin: smallint().notNull(),
  },
  // Serves the programs call (the student's faculty's programs).
  (t) => [index('sstp_programs_faculty_idx').on(t.facultyId)],
);
export type SstpProgramRow = typeof sstpPrograms.$inferSelect;

/** A partner organisation that trains students. */
export const sstpOrganizations = pgTable('sstp_organizations', {
  id: id(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
  city: text().notNull(),
  categoryId: integer()
    .notNull()
    .references(() => sstpCategories.id),
  /** sstp_languages ids it trains in. */
  languageIds: integer().array().notNull(),
});

/** A cycle of the program: one per (summer) term. */
export const sstpCycles = pgTable(
  'sstp_cycles',
  {
    id: id(),
    termId: integer()
      .notNull()
      .unique()
      .references(() => terms.id, { onDelete: 'cascade' }),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    /** Moves only as cycle-states.ts allows. */
    state: text().$type<SstpCycleState>().notNull().default('open'),
    opensAt: timestamp({ withTimezone: true }).notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    maxChoices: smallint().notNull(),
    /** The tie-break's seed, drawn when the cycle is created: its allocation can always be recomputed. */
    seed: text().notNull(),
    previewedAt: timestamp({ withTimezone: true }),
    publishedAt: timestamp({ withTimezone: true }),
    publishedByStaffId: integer().references(() => staffMembers.id),
    ...timestamps,
  },
  (t) => [
    check('sstp_cycles_state_check', sql`${t.state} in (${quotedList(SSTP_CYCLE_STATES)})`),
    check('sstp_cycles_dates_check', sql`${t.opensAt} < ${t.closesAt}`),
  ],
);
export type SstpCycleRow = typeof sstpCycles.$inferSelect;

/** An organisation's places in a cycle for one program and level. */
export const sstpOffers = pgTable(
  'sstp_offers',
  {
    id: id(),
    cycleId: integer()
      .notNull()
      .references(() => sstpCycles.id, { onDelete: 'cascade' }),
    organizationId: integer()
      .notNull()
      .references(() => sstpOrganizations.id, { onDelete: 'cascade' }),
    programId: integer()
      .notNull()
      .references(() => sstpPrograms.id, { onDelete: 'cascade' }),
    levelId: integer()
      .notNull()
      .references(() => sstpLevels.id),
    places: integer().notNull(),
    /** The dates the organisation trains between. */
    periodFrom: date().notNull(),
    periodTo: date().notNull(),
    /** Students who asked for it last summer; null for a new partner. */
    lastYearApplicants: integer(),
    /** After a preview: students given a place in it. */
    filled: integer().notNull().default(0),
  },
  (t) => [
    // Serves GetOrganizations (a cycle's offers of one program and level) and keeps each offer once.
    uniqueIndex('sstp_offers_key_idx').on(t.cycleId, t.programId, t.levelId, t.organizationId),
    check('sstp_offers_places_check', sql`${t.places} >= 0 and ${t.filled} <= ${t.places}`),
    check('sstp_offers_period_check', sql`${t.periodFrom} <= ${t.periodTo}`),
  ],
);
export type SstpOfferRow = typeof sstpOffers.$inferSelect;

/** A student's application in a cycle: one per student and cycle. */
export const sstpApplications = pgTable(
  'sstp_applications',
  {
    id: id(),
    cycleId: integer()
      .notNull()
      .references(() => sstpCycles.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    programId: integer()
      .notNull()
      .references(() => sstpPrograms.id),
    levelId: integer()
      .notNull()
      .references(() => sstpLevels.id),
    languageId: integer()
      .notNull()
      .references(() => sstpLanguages.id),
    periodFrom: date().notNull(),
    periodTo: date().notNull(),
    /** Offer ids, first choice first. */
    offerIds: integer().array().notNull(),
    /** Moves only as application-states.ts allows. */
    state: text().$type<SstpApplicationState>().notNull().default('draft'),
    /** The preview's result (the office's until published): GPA ranked by, place (1 = first), offer or null. */
    gpa: numeric({ precision: 4, scale: 3, mode: 'number' }),
    place: integer(),
    previewOfferId: integer().references(() => sstpOffers.id),
    /** Set by the publication. */
    assignedOfferId: integer().references(() => sstpOffers.id),
    /** The organisation's evaluation, recorded by the office on a confirmed training. */
    score: smallint(),
    evaluationComment: text(),
    evaluatedAt: timestamp({ withTimezone: true }),
    evaluatedByStaffId: integer().references(() => staffMembers.id),
    ...timestamps,
  },
  (t) => [
    // One application per student and cycle; serves the student's own reads.
    uniqueIndex('sstp_applications_student_idx').on(t.studentId, t.cycleId),
    // Serves the office's list of a cycle's applications and the allocation.
    index('sstp_applications_cycle_idx').on(t.cycleId),
    check('sstp_applications_state_check', sql`${t.state} in (${quotedList(SSTP_APPLICATION_STATES)})`),
    check('sstp_applications_period_check', sql`${t.periodFrom} <= ${t.periodTo}`),
    check('sstp_applications_score_check', sql`${t.score} between 0 and 100`),
  ],
);
export type SstpApplicationRow = typeof sstpApplications.$inferSelect;

/** An application's history: each save that changed it and each move, by the student, office or publication. */
export const sstpApplicationLog = pgTable(
  'sstp_application_log',
  {
    id: id(),
    applicationId: integer()
      .notNull()
      .references(() => sstpApplications.id, { onDelete: 'cascade' }),
    /** `save` or a move of application-states.ts. */
    action: text().notNull(),
    /** The state after it. */
    state: text().$type<SstpApplicationState>().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  // Serves the application's log, newest first.
  (t) => [index('sstp_application_log_application_idx').on(t.applicationId, t.at)],
);
