import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { TicketMethod } from '@portal/contract';
import { termWindows } from '../academic/schema.js';
import { staffMembers } from '../staff/schema.js';
import { students } from '../student/schema.js';

/**
 * How a window's time tickets were drawn: one row per window. Regenerating replaces this row and every
 * ticket of the window in one transaction, so students never see a mix of two draws.
 */
export const ticketGenerations = pgTable(
  'ticket_generations',
  {
    windowId: integer()
      .primaryKey()
      .references(() => termWindows.id),
    method: text().$type<TicketMethod>().notNull(),
    /** The draw's seed: with the same data, the same seed gives the same order (ties, levels). */
    seed: integer().notNull(),
    studentsPerBlock: integer().notNull(),
    secondsBetweenBlocks: integer().notNull(),
    firstBlockAt: timestamp({ withTimezone: true }).notNull(),
    students: integer().notNull(),
    blocks: integer().notNull(),
    generatedBy: integer()
      .notNull()
      .references(() => staffMembers.id),
    generatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ticket_generations_method_check', sql`${t.method} in ('earned_credits', 'random_within_level')`),
    check(
      'ticket_generations_spacing_check',
      sql`${t.studentsPerBlock} > 0 and ${t.secondsBetweenBlocks} >= 0`,
    ),
  ],
);
export type TicketGeneration = typeof ticketGenerations.$inferSelect;

/**
 * A student's registration appointment in one window: registration calls of that window are refused
 * before `opens_at`. Earned credits and level are kept as they were at the draw, to explain the order.
 */
export const registrationTickets = pgTable(
  'registration_tickets',
  {
    windowId: integer()
      .notNull()
      .references(() => ticketGenerations.windowId),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    /** 1 = the first block to open. */
    block: integer().notNull(),
    opensAt: timestamp({ withTimezone: true }).notNull(),
    earnedCredits: smallint().notNull(),
    level: smallint().notNull(),
  },
  (t) => [
    // The primary key serves the guard and the student's own ticket (one window, one student).
    primaryKey({ columns: [t.windowId, t.studentId] }),
    // Serves the staff's block summary and the live view's "blocks opened so far".
    index('registration_tickets_window_block_idx').on(t.windowId, t.block),
    // Serves "this student's tickets" across windows (the home tile) and student-scoped cleanup.
    index('registration_tickets_student_idx').on(t.studentId),
    check('registration_tickets_block_check', sql`${t.block} >= 1`),
  ],
);
export type RegistrationTicketRow = typeof registrationTickets.$inferSelect;
