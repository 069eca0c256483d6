import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../../platform/db/columns.js';
import { terms } from '../../academic/schema.js';
import { students } from '../../student/schema.js';
import { billingCharges } from '../schema.js';

/** A bus route the university runs, with what one term's subscription to it costs and how many ride it. */
export const busLines = pgTable(
  'bus_lines',
  {
    id: id(),
    /** As painted on the bus, e.g. 'N1'. */
    code: text().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    /** One term's subscription, in piastres. */
    feePiastres: integer().notNull(),
    /** Seats on the line's buses: subscriptions of a term never exceed it (bus.ts locks the line to count). */
    seats: smallint().notNull(),
    /** A line not running is kept for its past subscriptions but offered to no one. */
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bus_lines_code_idx').on(t.code),
    check('bus_lines_fee_check', sql`${t.feePiastres} > 0`),
    check('bus_lines_seats_check', sql`${t.seats} > 0`),
  ],
);
export type BusLineRow = typeof busLines.$inferSelect;

/** A stop of a line, in calling order, with its morning pickup time. */
export const busStops = pgTable(
  'bus_stops',
  {
    id: id(),
    lineId: integer()
      .notNull()
      .references(() => busLines.id),
    position: smallint().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    /** HH:MM on the university's clock. */
    pickupTime: text().notNull(),
  },
  (t) => [
    // The line's stops in order (GetAllBusLine) and "is this stop on this line" (BusLineChanged).
    uniqueIndex('bus_stops_line_position_idx').on(t.lineId, t.position),
    check('bus_stops_pickup_check', sql`${t.pickupTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);
export type BusStopRow = typeof busStops.$inferSelect;

/**
 * A student's bus subscription for a term: one row per student and term, moved to another line or stop
 * by BusLineChanged. `version` counts the line choices; each names its own charge (`bus:<term>:<student>:<v>`).
 */
export const busSubscriptions = pgTable(
  'bus_subscriptions',
  {
    id: id(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    lineId: integer()
      .notNull()
      .references(() => busLines.id),
    stopId: integer()
      .notNull()
      .references(() => busStops.id),
    version: integer().notNull().default(1),
    /** The bus charge of the current line choice (earlier ones are credited). */
    chargeId: integer()
      .notNull()
      .references(() => billingCharges.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bus_subscriptions_student_term_idx').on(t.studentId, t.termId),
    // Serves the seat count of a line in a term.
    index('bus_subscriptions_term_line_idx').on(t.termId, t.lineId),
    check('bus_subscriptions_version_check', sql`${t.version} > 0`),
  ],
);
export type BusSubscriptionRow = typeof busSubscriptions.$inferSelect;
