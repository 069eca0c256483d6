import { TANSEEK_ROUND_STATES, type TanseekOfferKind, type TanseekRoundState } from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, quotedList, timestamps } from '../../platform/db/columns.js';
import { faculties, programs, terms } from '../academic/schema.js';
import { staffMembers } from '../staff/schema.js';
import { students } from '../student/schema.js';

const gpa = () => numeric({ precision: 4, scale: 3, mode: 'number' });

/** A placement round of one faculty in one term (round 2 places whom round 1 left without a major). */
export const tanseekRounds = pgTable(
  'tanseek_rounds',
  {
    id: id(),
    facultyId: integer()
      .notNull()
      .references(() => faculties.id),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    number: smallint().notNull(),
    /** Moves only as round-states.ts allows. */
    state: text().$type<TanseekRoundState>().notNull().default('open'),
    opensAt: timestamp({ withTimezone: true }).notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    maxChoices: smallint().notNull(),
    minLevel: smallint().notNull(),
    minEarnedCredits: smallint().notNull(),
    /** The tie-break's seed, drawn when the round is created: its allocation can always be recomputed. */
    seed: text().notNull(),
    previewedAt: timestamp({ withTimezone: true }),
    publishedAt: timestamp({ withTimezone: true }),
    publishedByStaffId: integer().references(() => staffMembers.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tanseek_rounds_number_idx').on(t.facultyId, t.termId, t.number),
    check('tanseek_rounds_state_check', sql`${t.state} in (${quotedList(TANSEEK_ROUND_STATES)})`),
    check('tanseek_rounds_dates_check', sql`${t.opensAt} < ${t.closesAt}`),
  ],
);
export type TanseekRoundRow = typeof tanseekRounds.$inferSelect;

/** A major or minor a round offers, with its seats; the preview fills in its result. */
export const tanseekOffers = pgTable(
  'tanseek_offers',
  {
    id: id(),
    roundId: integer()
      .notNull()
      .references(() => tanseekRounds.id, { onDelete: 'cascade' }),
    programId: integer()
      .notNull()
      .references(() => programs.id),
    kind: text().$type<TanseekOfferKind>().notNull(),
    capacity: integer().notNull(),
    lastYearCutOffGpa: gpa(),
    /** After a preview: students placed, and the GPA of the last of them (null when none). */
    filled: integer().notNull().default(0),
    cutOffGpa: gpa(),
  },
  (t) => [
    uniqueIndex('tanseek_offers_program_idx').on(t.roundId, t.programId, t.kind),
    check('tanseek_offers_kind_check', sql`${t.kind} in ('major', 'minor')`),
    check('tanseek_offers_capacity_check', sql`${t.capacity} >= 0 and ${t.filled} <= ${t.capacity}`),
  ],
);
export type TanseekOfferRow = typeof tanseekOffers.$inferSelect;

/** A student's ranking in a round: the last save counts. */
export const tanseekChoices = pgTable(
  'tanseek_choices',
  {
    roundId: integer()
      .notNull()
      .references(() => tanseekRounds.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    /** Offer ids, first choice first. */
    offerIds: integer().array().notNull(),
    savedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.studentId] })],
);
export type TanseekChoicesRow = typeof tanseekChoices.$inferSelect;

/** Every save of a ranking (the student's log); a save repeating the ranking in force writes none. */
export const tanseekChoiceSaves = pgTable(
  'tanseek_choice_saves',
  {
    id: id(),
    roundId: integer()
      .notNull()
      .references(() => tanseekRounds.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    offerIds: integer().array().notNull(),
    savedAt: timestamp({ withTimezone: true }).notNull(),
  },
  // Serves the student's log of a round (GetStudentSavedData).
  (t) => [index('tanseek_choice_saves_student_idx').on(t.studentId, t.roundId)],
);

/** The allocation of a previewed or published round: one row per student who had saved a ranking. */
export const tanseekPlacements = pgTable(
  'tanseek_placements',
  {
    roundId: integer()
      .notNull()
      .references(() => tanseekRounds.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    /** The cumulative GPA the student was ranked by (frozen at the preview) and their place, 1 = first. */
    gpa: gpa(),
    place: integer().notNull(),
    /** Null: none of the student's choices had room for them. */
    offerId: integer().references(() => tanseekOffers.id),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.studentId] }),
    // Serves the student's result (their latest published placement).
    index('tanseek_placements_student_idx').on(t.studentId),
  ],
);
export type TanseekPlacementRow = typeof tanseekPlacements.$inferSelect;
