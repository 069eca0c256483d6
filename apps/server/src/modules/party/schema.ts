import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  PARTY_ELIGIBILITIES,
  PARTY_EVENT_KINDS,
  PARTY_EVENT_STATES,
  PARTY_PAGES,
  type PartyEligibility,
  type PartyEventKind,
  type PartyEventState,
  type PartyPage,
  type PartyQuestion,
} from '@portal/contract';
import { id, quotedList, timestamps } from '../../platform/db/columns.js';
import { faculties, terms } from '../academic/schema.js';
import { staffMembers } from '../staff/schema.js';
import { students } from '../student/schema.js';

/** A ceremony or event as data: what students read, who may register, the guests and fee it allows. */
export const partyEvents = pgTable(
  'party_events',
  {
    id: id(),
    kind: text().$type<PartyEventKind>().notNull(),
    /** The spec's page that shows it (graduation, white-coat, mcm-grad, …, sigmund). */
    page: text().$type<PartyPage>().notNull(),
    state: text().$type<PartyEventState>().notNull().default('draft'),
    /** Optimistic concurrency for the office's edits and moves. */
    version: integer().notNull().default(1),
    /** The term whose statement carries the fee, and whose expected graduates a graduation is for. */
    termId: integer()
      .notNull()
      .references(() => terms.id),
    titleEn: text().notNull(),
    titleAr: text().notNull(),
    textEn: text().notNull(),
    textAr: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    venueEn: text().notNull(),
    venueAr: text().notNull(),
    registrationOpensAt: timestamp({ withTimezone: true }).notNull(),
    registrationClosesAt: timestamp({ withTimezone: true }).notNull(),
    eligibility: text().$type<PartyEligibility>().notNull(),
    /** faculty-level and project-students: the faculty; null for the others. */
    facultyId: integer().references(() => faculties.id),
    minLevel: smallint(),
    maxLevel: smallint(),
    /** project-students: the graduation-project courses whose students this term may register. */
    projectCourseIds: integer().array().notNull().default([]),
    /** A camp's places (students attending); null: no limit. */
    places: integer(),
    guestQuota: smallint().notNull().default(0),
    /** Null: free. Charged as a `ceremony` charge of `termId` when the student registers to attend. */
    feePiastres: integer(),
    questions: jsonb().$type<PartyQuestion[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    check('party_events_kind_check', sql`${t.kind} in (${quotedList(PARTY_EVENT_KINDS)})`),
    check('party_events_page_check', sql`${t.page} in (${quotedList(PARTY_PAGES)})`),
    check('party_events_state_check', sql`${t.state} in (${quotedList(PARTY_EVENT_STATES)})`),
    check('party_events_eligibility_check', sql`${t.eligibility} in (${quotedList(PARTY_ELIGIBILITIES)})`),
    check('party_events_window_check', sql`${t.registrationOpensAt} < ${t.registrationClosesAt}`),
    check('party_events_fee_check', sql`${t.feePiastres} is null or ${t.feePiastres} > 0`),
    // "The events of a page" (GetStudentSavedData).
    index('party_events_page_idx').on(t.page, t.startsAt),
  ],
);
export type PartyEventRow = typeof partyEvents.$inferSelect;
export type NewPartyEventRow = typeof partyEvents.$inferInsert;

/** A student's registration for an event: attending or not, their answers, the fee's charge. */
export const partyRegistrations = pgTable(
  'party_registrations',
  {
    id: id(),
    eventId: integer()
      .notNull()
      .references(() => partyEvents.id),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    attending: boolean().notNull(),
    answers: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** The billing charge of the fee, raised once (its source key names this registration). */
    chargeId: integer(),
    ...timestamps,
  },
  (t) => [
    // One registration per student and event; serves the student's look-up of an event.
    unique('party_registrations_event_student_key').on(t.eventId, t.studentId),
    // Serves _Student (the student's events).
    index('party_registrations_student_idx').on(t.studentId),
  ],
);
export type PartyRegistrationRow = typeof partyRegistrations.$inferSelect;

/**
 * Every change a student made to a registration or their guests: the student's log (what, when, under
 * which token). Append-only.
 */
export const partyLog = pgTable(
  'party_log',
  {
    id: id(),
    eventId: integer()
      .notNull()
      .references(() => partyEvents.id),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    /** registered, changed, invited, removed-guest, ticket-issued. */
    action: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The staff member acting as the student, if any. */
    actingStaffId: integer().references(() => staffMembers.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Serves "a student's log of an event".
  (t) => [index('party_log_student_idx').on(t.studentId, t.eventId)],
);

/**
 * A ticket: the student's own or a guest's. The door knows a code (32 random bytes) only by its SHA-256, so a
 * copy of the database lets nobody in; a guest's code is shown once, in their invitation.
 */
export const partyTickets = pgTable(
  'party_tickets',
  {
    id: id(),
    eventId: integer()
      .notNull()
      .references(() => partyEvents.id),
    registrationId: integer()
      .notNull()
      .references(() => partyRegistrations.id),
    /** Copied from the registration: every student query scopes by it. */
    studentId: integer()
      .notNull()
      .references(() => students.id),
    holder: text().$type<'student' | 'guest'>().notNull(),
    /** A guest's name and address (lower-case); null for the student's own ticket. */
    guestName: text(),
    guestEmail: text(),
    /** SHA-256 of the code, hex. */
    codeHash: text().notNull(),
    /**
     * The student's own code sealed with the secret box (context `party-ticket:<id>`), so downloading the
     * ticket again draws the same one; null for a guest's, which only their invitation carries.
     */
    sealedCode: text(),
    state: text().$type<'valid' | 'revoked'>().notNull().default('valid'),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('party_tickets_holder_check', sql`${t.holder} in ('student', 'guest')`),
    check('party_tickets_state_check', sql`${t.state} in ('valid', 'revoked')`),
    check('party_tickets_guest_check', sql`(${t.holder} = 'guest') = (${t.guestEmail} is not null)`),
    // The door's look-up by code.
    uniqueIndex('party_tickets_code_idx').on(t.codeHash),
    // A guest invited once per registration while their ticket is valid (a double tap invites nobody twice).
    uniqueIndex('party_tickets_guest_idx')
      .on(t.registrationId, t.guestEmail)
      .where(sql`${t.state} = 'valid' and ${t.holder} = 'guest'`),
    // One valid ticket of the student's own per registration.
    uniqueIndex('party_tickets_own_idx')
      .on(t.registrationId)
      .where(sql`${t.state} = 'valid' and ${t.holder} = 'student'`),
    // The student's guests of an event.
    index('party_tickets_student_idx').on(t.studentId, t.eventId),
  ],
);
export type PartyTicketRow = typeof partyTickets.$inferSelect;

/**
 * A ticket admitted at the door. The ticket is the primary key: of two gates scanning it at once exactly
 * one insert succeeds, and the other reads who was admitted, when and where.
 */
export const partyAdmissions = pgTable(
  'party_admissions',
  {
    ticketId: integer()
      .primaryKey()
      .references(() => partyTickets.id),
    eventId: integer()
      .notNull()
      .references(() => partyEvents.id),
    gate: text().notNull(),
    /** The scanning device's id of the scan: the same scan synced again answers as the first. */
    scanId: text().notNull(),
    /** When the usher scanned (the device's clock; a queued scan arrives later). */
    scannedAt: timestamp({ withTimezone: true }).notNull(),
    admittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    usherId: integer()
      .notNull()
      .references(() => staffMembers.id),
  },
  // The live counts of an event.
  (t) => [index('party_admissions_event_idx').on(t.eventId)],
);
