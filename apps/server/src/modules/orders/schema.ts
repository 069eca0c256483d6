import {
  DOCUMENT_STATES,
  ORDER_LOG_ACTIONS,
  ORDER_OFFICES,
  ORDER_PURPOSES,
  ORDER_STATES,
  type DocumentKind,
  type DocumentState,
  type FormAnswers,
  type FormField,
  type OrderEligibility,
  type OrderLogAction,
  type OrderOffice,
  type OrderPurpose,
  type OrderState,
  type OrderTypeDocument,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, quotedList, timestamps } from '../../platform/db/columns.js';
import { terms } from '../academic/schema.js';
import { staffMembers } from '../staff/schema.js';
import { students } from '../student/schema.js';

/**
 * A kind of request the student-services office takes. The form, checklist and eligibility are data the
 * office edits (SaveOrderType), checked against the contract's schemas on every write.
 */
export const orderTypes = pgTable(
  'order_types',
  {
    id: id(),
    /** Stable name for links and demo data (`medical-excuse`). */
    code: text().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    descriptionEn: text().notNull(),
    descriptionAr: text().notNull(),
    purpose: text().$type<OrderPurpose>().notNull(),
    office: text().$type<OrderOffice>().notNull(),
    /** 0 = free; otherwise raised as a `petition` charge when the request is submitted. */
    feePiastres: integer().notNull().default(0),
    serviceDays: integer().notNull(),
    active: boolean().notNull().default(true),
    fields: jsonb().$type<FormField[]>().notNull(),
    documents: jsonb().$type<OrderTypeDocument[]>().notNull(),
    eligibility: jsonb().$type<OrderEligibility>().notNull(),
    /** The staff member who last changed the definition (null for the demo's and the migration's). */
    changedByStaffId: integer().references(() => staffMembers.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('order_types_code_idx').on(t.code),
    check('order_types_purpose_check', sql`${t.purpose} in (${quotedList(ORDER_PURPOSES)})`),
    check('order_types_office_check', sql`${t.office} in (${quotedList(ORDER_OFFICES)})`),
    check('order_types_fee_check', sql`${t.feePiastres} >= 0`),
  ],
);
export type OrderTypeRow = typeof orderTypes.$inferSelect;
export type NewOrderTypeRow = typeof orderTypes.$inferInsert;

/** One student's request. States and their moves: order-states.ts. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    orderTypeId: integer()
      .notNull()
      .references(() => orderTypes.id),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    /** Copied from the type when filed, so a type moved to another office leaves filed requests where they are. */
    office: text().$type<OrderOffice>().notNull(),
    state: text().$type<OrderState>().notNull(),
    answers: jsonb().$type<FormAnswers>().notNull(),
    /** The registration a course request is about (its `course` field's answer), for one-open-per-course. */
    registrationId: integer(),
    /** The `petition` charge raised at submission (billing's), when the type has a fee. */
    chargeId: integer(),
    /** The client's key of the draft's creation: a double tap answers the same draft. */
    idempotencyKey: uuid().notNull(),
    submittedAt: timestamp({ withTimezone: true }),
    /** The service target; pushed later by the time spent with the student (returned). */
    dueAt: timestamp({ withTimezone: true }),
    /** Set while returned to the student: the service clock is stopped from here. */
    pausedAt: timestamp({ withTimezone: true }),
    decidedAt: timestamp({ withTimezone: true }),
    /** The office's latest note to the student (why returned or rejected). */
    officeNote: text(),
    /** The result the student downloads (an issued letter, an attached decision), in the file store. */
    resultFileKey: text(),
    resultMediaType: text(),
    resultFileName: text(),
    /** An issued letter's code (`ABCD-EFGH-JKLM`), printed with its QR code; VerifyDocument reads it. */
    verificationCode: text(),
    issuedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    /** Bumped by every change: a move names the version it saw. */
    version: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // GetStudentOrders: a student's requests, newest first.
    index('orders_student_idx').on(t.studentId, t.createdAt),
    uniqueIndex('orders_idempotency_idx').on(t.studentId, t.idempotencyKey),
    // GetQueue: an office's requests of a state, oldest due first.
    index('orders_office_queue_idx').on(t.office, t.state, t.dueAt),
    uniqueIndex('orders_verification_code_idx').on(t.verificationCode),
    check('orders_state_check', sql`${t.state} in (${quotedList(ORDER_STATES)})`),
    check('orders_office_check', sql`${t.office} in (${quotedList(ORDER_OFFICES)})`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;

/** One uploaded file of a request (or a requirement the office waived, without a file). */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    /** The request's student, on the row so "this student's file" is one look-up scoped like every query. */
    studentId: integer()
      .notNull()
      .references(() => students.id),
    requirementCode: text().notNull(),
    /** The file store's key (platform/storage); null for a waived requirement. */
    fileKey: text(),
    kind: text().$type<DocumentKind>(),
    mediaType: text(),
    bytes: integer(),
    sha256: text(),
    /** The name the student's device gave it, checked safe; shown, never used as a path. */
    originalName: text(),
    state: text().$type<DocumentState>().notNull().default('pending'),
    reviewNote: text(),
    reviewedByStaffId: integer().references(() => staffMembers.id),
    reviewedAt: timestamp({ withTimezone: true }),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A request's documents (detail, review, upload limits per requirement).
    index('order_documents_order_idx').on(t.orderId, t.requirementCode),
    check('order_documents_state_check', sql`${t.state} in (${quotedList(DOCUMENT_STATES)})`),
  ],
);
export type OrderDocumentRow = typeof orderDocuments.$inferSelect;
export type NewOrderDocumentRow = typeof orderDocuments.$inferInsert;

/** The action log: every move and review of a request, never edited. */
export const orderActions = pgTable(
  'order_actions',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    action: text().$type<OrderLogAction>().notNull(),
    actor: text().$type<'student' | 'office' | 'portal'>().notNull(),
    /** The staff member for an office move (shown to staff only). */
    staffId: integer().references(() => staffMembers.id),
    fromState: text().$type<OrderState>(),
    toState: text().$type<OrderState>(),
    comment: text(),
  },
  (t) => [
    // GetActionLogList: a request's log in order.
    index('order_actions_order_idx').on(t.orderId, t.at),
    check('order_actions_action_check', sql`${t.action} in (${quotedList(ORDER_LOG_ACTIONS)})`),
    check('order_actions_actor_check', sql`${t.actor} in ('student', 'office', 'portal')`),
  ],
);
export type OrderActionRow = typeof orderActions.$inferSelect;

/**
 * The university addresses granted to students beyond their own (an `email-alias` request fulfilled): the
 * name before the @, unique across students, so a second student can never be granted it.
 */
export const emailAliases = pgTable(
  'email_aliases',
  {
    id: id(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    /** Lower-case letters, digits, dots and dashes (form-answers' email-alias check). */
    alias: text().notNull(),
    /** The request that granted it. */
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    grantedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('email_aliases_alias_idx').on(t.alias),
    index('email_aliases_student_idx').on(t.studentId),
    check('email_aliases_alias_lower_check', sql`${t.alias} = lower(${t.alias})`),
  ],
);
export type EmailAliasRow = typeof emailAliases.$inferSelect;
