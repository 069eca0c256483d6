import {
  APPLICATION_STATES,
  DOCUMENT_STATES,
  PROGRAM_MODES,
  PROGRAM_PAGES,
  PROGRAM_SELECTIONS,
  type ApplicationState,
  type DocumentKind,
  type DocumentState,
  type OrderTypeDocument,
  type ProgramEligibility,
  type ProgramMode,
  type ProgramPage,
  type ProgramPlan,
  type ProgramSelection,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, quotedList, timestamps } from '../../platform/db/columns.js';
import { terms } from '../academic/schema.js';
import { staffMembers } from '../staff/schema.js';
import { students } from '../student/schema.js';

/** A partner university, or the host of a short program or conference. */
export const intlPartners = pgTable(
  'intl_partners',
  {
    id: id(),
    code: text().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    countryEn: text().notNull(),
    countryAr: text().notNull(),
    city: text().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('intl_partners_code_idx').on(t.code)],
);
export type IntlPartnerRow = typeof intlPartners.$inferSelect;

/** A program the office runs; its texts, window, eligibility and plans are data the office edits. */
export const intlPrograms = pgTable(
  'intl_programs',
  {
    id: id(),
    code: text().notNull(),
    /** The spec page it is shown on (several programs may share `international`). */
    pageName: text().$type<ProgramPage>().notNull(),
    mode: text().$type<ProgramMode>().notNull(),
    selection: text().$type<ProgramSelection>().notNull(),
    titleEn: text().notNull(),
    titleAr: text().notNull(),
    introEn: text().notNull(),
    introAr: text().notNull(),
    flyerEn: text().notNull(),
    flyerAr: text().notNull(),
    opensAt: timestamp({ withTimezone: true }).notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    maxChoices: integer().notNull(),
    /** The fee in piastres (EGP), paid by one of `plans` once a place is accepted; 0 = free. */
    feePiastres: integer().notNull().default(0),
    eligibility: jsonb().$type<ProgramEligibility>().notNull(),
    plans: jsonb().$type<ProgramPlan[]>().notNull(),
    active: boolean().notNull().default(true),
    changedByStaffId: integer().references(() => staffMembers.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('intl_programs_code_idx').on(t.code),
    // GetFacultyIntroText: the programs of one page.
    index('intl_programs_page_idx').on(t.pageName, t.opensAt),
    check('intl_programs_page_check', sql`${t.pageName} in (${quotedList(PROGRAM_PAGES)})`),
    check('intl_programs_mode_check', sql`${t.mode} in (${quotedList(PROGRAM_MODES)})`),
    check('intl_programs_selection_check', sql`${t.selection} in (${quotedList(PROGRAM_SELECTIONS)})`),
    check('intl_programs_fee_check', sql`${t.feePiastres} >= 0`),
    check('intl_programs_window_check', sql`${t.closesAt} > ${t.opensAt}`),
  ],
);
export type IntlProgramRow = typeof intlPrograms.$inferSelect;
export type NewIntlProgramRow = typeof intlPrograms.$inferInsert;

/** Seats a partner offers a program in one term; an `open` program's places are the sum over its partners. */
export const intlProgramSeats = pgTable(
  'intl_program_seats',
  {
    programId: integer()
      .notNull()
      .references(() => intlPrograms.id),
    partnerId: integer()
      .notNull()
      .references(() => intlPartners.id),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    seats: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.programId, t.termId, t.partnerId] }),
    check('intl_program_seats_check', sql`${t.seats} >= 0`),
  ],
);
export type IntlProgramSeatRow = typeof intlProgramSeats.$inferSelect;

/** A mode's document checklist (the same entries as a request type's), edited by the office. */
export const intlModeDocuments = pgTable(
  'intl_mode_documents',
  {
    mode: text().$type<ProgramMode>().primaryKey(),
    documents: jsonb().$type<OrderTypeDocument[]>().notNull(),
    ...timestamps,
  },
  (t) => [check('intl_mode_documents_mode_check', sql`${t.mode} in (${quotedList(PROGRAM_MODES)})`)],
);

/** One student's application to a program for one term. States and their moves: application-states.ts. */
export const intlApplications = pgTable(
  'intl_applications',
  {
    id: id(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    programId: integer()
      .notNull()
      .references(() => intlPrograms.id),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    state: text().$type<ApplicationState>().notNull(),
    /** Partner ids, first choice first. */
    partnerIds: jsonb().$type<number[]>().notNull(),
    /** The client's key of the draft's creation: a double tap answers the same draft. */
    idempotencyKey: uuid().notNull(),
    /** The cumulative GPA the ranking used, frozen when the list was ranked. */
    rankedGpa: numeric({ precision: 4, scale: 3, mode: 'number' }),
    /** The place in the program's ranking for the term (1 = first). */
    rankPlace: integer(),
    allocatedPartnerId: integer().references(() => intlPartners.id),
    offerExpiresAt: timestamp({ withTimezone: true }),
    /** The installment plan chosen at the first payment. */
    planCode: text(),
    submittedAt: timestamp({ withTimezone: true }),
    officeNote: text(),
    version: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // One application per student and program: a withdrawn one stays, so applying again is refused too.
    uniqueIndex('intl_applications_student_program_idx').on(t.studentId, t.programId),
    uniqueIndex('intl_applications_idempotency_idx').on(t.studentId, t.idempotencyKey),
    // GetApplications and the rounds: a program's applications of a term by state.
    index('intl_applications_program_idx').on(t.programId, t.termId, t.state),
    check('intl_applications_state_check', sql`${t.state} in (${quotedList(APPLICATION_STATES)})`),
  ],
);
export type IntlApplicationRow = typeof intlApplications.$inferSelect;
export type NewIntlApplicationRow = typeof intlApplications.$inferInsert;

/** One uploaded file of an application. */
export const intlApplicationDocuments = pgTable(
  'intl_application_documents',
  {
    id: id(),
    applicationId: integer()
      .notNull()
      .references(() => intlApplications.id),
    /** The application's student, on the row so "this student's file" is one scoped look-up. */
    studentId: integer()
      .notNull()
      .references(() => students.id),
    requirementCode: text().notNull(),
    fileKey: text().notNull(),
    kind: text().$type<DocumentKind>().notNull(),
    mediaType: text().notNull(),
    bytes: integer().notNull(),
    sha256: text().notNull(),
    originalName: text().notNull(),
    state: text().$type<DocumentState>().notNull().default('pending'),
    reviewNote: text(),
    reviewedByStaffId: integer().references(() => staffMembers.id),
    reviewedAt: timestamp({ withTimezone: true }),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('intl_application_documents_application_idx').on(t.applicationId, t.requirementCode),
    check('intl_application_documents_state_check', sql`${t.state} in (${quotedList(DOCUMENT_STATES)})`),
  ],
);
export type IntlApplicationDocumentRow = typeof intlApplicationDocuments.$inferSelect;

/** The log of an application: every move, document event and round; never edited. */
export const intlApplicationActions = pgTable(
  'intl_application_actions',
  {
    id: id(),
    applicationId: integer()
      .notNull()
      .references(() => intlApplications.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    action: text().notNull(),
    actor: text().$type<'student' | 'office' | 'portal'>().notNull(),
    staffId: integer().references(() => staffMembers.id),
    fromState: text().$type<ApplicationState>(),
    toState: text().$type<ApplicationState>(),
    comment: text(),
  },
  (t) => [
    index('intl_application_actions_application_idx').on(t.applicationId, t.at),
    check('intl_application_actions_actor_check', sql`${t.actor} in ('student', 'office', 'portal')`),
  ],
);
export type IntlApplicationActionRow = typeof intlApplicationActions.$inferSelect;

/**
 * An allocation round of a program's term: its seed (drawn when the list was ranked; every round of the term
 * keeps it), the preview's result and, once published, when. A preview is replaced by the next preview.
 */
export const intlAllocationRounds = pgTable(
  'intl_allocation_rounds',
  {
    id: id(),
    programId: integer()
      .notNull()
      .references(() => intlPrograms.id),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    number: integer().notNull(),
    seed: text().notNull(),
    final: boolean().notNull().default(false),
    /** application id → partner id (or null): what publishing applies, checked against the inputs again. */
    result: jsonb().$type<Record<string, number | null>>().notNull(),
    /** A digest of the round's inputs (applications, states, choices, seats): publishing refuses a stale preview. */
    inputsDigest: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }),
    publishedByStaffId: integer().references(() => staffMembers.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('intl_allocation_rounds_number_idx').on(t.programId, t.termId, t.number)],
);
export type IntlAllocationRoundRow = typeof intlAllocationRounds.$inferSelect;
