import { z } from 'zod';
import {
  documentKind,
  formAnswers,
  orderOffice,
  orderPurpose,
  requirementCode,
  wholeNumberText,
} from './orders-types.js';
import { page } from './paging.js';

/*
 * A student's request (an "order") through its life: draft → submitted → (payment pending) → in review ⇄
 * returned to the student → approved | rejected → fulfilled → closed; withdrawn by the student before a
 * decision. The allowed moves live in one place on the server (modules/orders/order-states.ts).
 */

export const ORDER_STATES = [
  'draft',
  'submitted',
  'payment-pending',
  'in-review',
  'returned',
  'approved',
  'rejected',
  'fulfilled',
  'closed',
  'withdrawn',
] as const;
export const orderState = z.enum(ORDER_STATES);
export type OrderState = z.infer<typeof orderState>;

/** What a student may do to their own request (UpdateStudentOrder). */
export const STUDENT_ORDER_ACTIONS = ['submit', 'resubmit', 'withdraw'] as const;
export const studentOrderAction = z.enum(STUDENT_ORDER_ACTIONS);
export type StudentOrderAction = z.infer<typeof studentOrderAction>;

/** What the office may do to a request (ActOnOrder). */
export const OFFICE_ORDER_ACTIONS = [
  'start-review',
  'return',
  'approve',
  'reject',
  'fulfil',
  'close',
] as const;
export const officeOrderAction = z.enum(OFFICE_ORDER_ACTIONS);
export type OfficeOrderAction = z.infer<typeof officeOrderAction>;

/** Every entry of a request's action log: the moves above, plus payment and document reviews. */
export const ORDER_LOG_ACTIONS = [
  'created',
  ...STUDENT_ORDER_ACTIONS,
  ...OFFICE_ORDER_ACTIONS,
  'paid',
  'document-uploaded',
  'document-accepted',
  'document-rejected',
  'document-waived',
  'document-revoked',
] as const;
export const orderLogAction = z.enum(ORDER_LOG_ACTIONS);
export type OrderLogAction = z.infer<typeof orderLogAction>;

export const DOCUMENT_STATES = ['pending', 'accepted', 'rejected', 'waived'] as const;
export const documentState = z.enum(DOCUMENT_STATES);
export type DocumentState = z.infer<typeof documentState>;

const instant = z.iso.datetime({ offset: true });

/** One uploaded file (or a waived requirement) of a request, with the office's review. */
export const orderDocument = z.object({
  DocumentId: z.number().int(),
  /** The checklist entry it answers (`medical-report`). */
  RequirementCode: z.string(),
  /** Null for a waived requirement, which has no file. */
  FileName: z.string().nullable(),
  Kind: documentKind.nullable(),
  Bytes: z.number().int().nullable(),
  State: documentState,
  /** Why it was rejected or waived, in the reviewer's words. */
  ReviewNote: z.string().nullable(),
  UploadedAt: instant,
});
export type OrderDocument = z.infer<typeof orderDocument>;

/** One row of "My requests" and of an office queue. */
export const orderSummary = z.object({
  OrderId: z.number().int(),
  /** Shown to the student and staff: `SR-2026-000123`. */
  Number: z.string(),
  OrderTypeId: z.number().int(),
  TypeNameEn: z.string(),
  TypeNameAr: z.string(),
  Purpose: orderPurpose,
  Office: orderOffice,
  State: orderState,
  /** The course the request is about, for course requests. */
  CourseCode: z.string().nullable(),
  CourseNameEn: z.string().nullable(),
  CourseNameAr: z.string().nullable(),
  SubmittedAt: instant.nullable(),
  /** When the office should have decided by; moves later while the request is with the student. */
  DueAt: instant.nullable(),
  UpdatedAt: instant,
  /** Bumped on every change: a move names the version it saw, so two tabs cannot both act. */
  Version: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** The fee of a request and where its payment stands. */
export const orderFee = z.object({
  ChargeId: z.number().int(),
  AmountPiastres: z.number().int(),
  Currency: z.literal('EGP'),
  Paid: z.boolean(),
});
export type OrderFee = z.infer<typeof orderFee>;

/** What the student must do next, or null when the request waits on the office or is over. */
export const ORDER_NEXT_STEPS = [
  'complete-and-submit',
  'pay',
  'correct-and-resubmit',
  'download-result',
] as const;
export const orderNextStep = z.enum(ORDER_NEXT_STEPS);

/** A request with its answers, documents, fee, decision and result. */
export const orderDetail = orderSummary.extend({
  Answers: formAnswers,
  Documents: z.array(orderDocument),
  Fee: orderFee.nullable(),
  /** The office's reason when it returned or rejected the request (the latest one). */
  OfficeNote: z.string().nullable(),
  /** A result to download (the letter, the decision): GetCompleteDocument. */
  HasResult: z.boolean(),
  /**
   * The document the portal issued for it (a letter, a transcript) with a verification code: when, and
   * when the office withdrew it (the verification page then says so, and it is no longer downloaded).
   */
  Issued: z.object({ At: instant, RevokedAt: instant.nullable() }).nullable(),
  NextStep: orderNextStep.nullable(),
  /** The moves the student may make now (UpdateStudentOrder). */
  StudentActions: z.array(studentOrderAction),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** GET GetStudentOrders: the student's requests, newest first, optionally of one state. */
export const getStudentOrdersQuery = z.object({
  State: orderState.optional(),
  /** One office's requests only (the `sso` page lists the IT desk's). */
  Office: orderOffice.optional(),
  Page: z.coerce.number().int().min(1).max(10_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const getStudentOrdersResponse = page(orderSummary);

/** GET GetStudentOrder: one of the student's requests in full. */
export const orderIdQuery = z.object({ OrderId: z.coerce.number().int().positive() });
export const orderIdBody = z.object({ OrderId: z.number().int().positive() });
export const getStudentOrderResponse = orderDetail;

/**
 * POST SaveStudentOrder: a new draft of a type (without OrderId) or the draft's answers changed. The same
 * IdempotencyKey again answers the draft it made: a double tap files one request.
 */
export const saveStudentOrderBody = z.object({
  OrderTypeId: z.number().int().positive(),
  OrderId: z.number().int().positive().optional(),
  Answers: formAnswers,
  IdempotencyKey: z.uuid(),
});
export const saveStudentOrderResponse = orderDetail;

/** POST UpdateStudentOrder: submit, resubmit after a correction, or withdraw. */
export const updateStudentOrderBody = z.object({
  OrderId: z.number().int().positive(),
  Action: studentOrderAction,
  /** The version the student saw: a stale one is refused (another tab moved it). */
  Version: z.number().int().min(0),
  Comment: z.string().trim().max(1000).optional(),
});
export const updateStudentOrderResponse = orderDetail;

/**
 * POST UploadFiles_New (multipart/form-data): these text fields, then the files (read as they stream, so
 * the fields must come first). Answers the request's documents as they now stand.
 */
export const uploadFilesFields = z.object({
  OrderId: wholeNumberText(1),
  RequirementCode: requirementCode,
});
export const uploadFilesResponse = z.array(orderDocument);

/** GET GetOrderDocument: one uploaded file of the student's own request, as a download. */
export const documentIdQuery = z.object({ DocumentId: z.coerce.number().int().positive() });

/** One entry of a request's action log (POST GetActionLogList). */
export const orderLogEntry = z.object({
  At: instant,
  Action: orderLogAction,
  /** `student`, `office` (the staff member is named only to staff) or `portal` for automatic moves. */
  Actor: z.enum(['student', 'office', 'portal']),
  ActorName: z.string().nullable(),
  FromState: orderState.nullable(),
  ToState: orderState.nullable(),
  Comment: z.string().nullable(),
});
export type OrderLogEntry = z.infer<typeof orderLogEntry>;
export const getActionLogListResponse = z.array(orderLogEntry);

/** GET VerifyDocument (public): whether a letter's verification code is genuine, and nothing more. */
export const verifyDocumentQuery = z.object({
  // Typed from paper: any case, with or without the dashes and spaces between the groups.
  Code: z
    .string()
    .max(40)
    .transform((typed) => typed.toUpperCase().replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^[A-Z0-9]{12}$/, 'must look like ABCD-EFGH-JKLM'))
    .transform((code) => `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`),
});
export const verifyDocumentResponse = z.object({
  Genuine: z.boolean(),
  /** Present only when genuine: what the document itself says, so a reader can compare. */
  DocumentTitleEn: z.string().nullable(),
  DocumentTitleAr: z.string().nullable(),
  StudentName: z.string().nullable(),
  IssuedOn: z.string().nullable(),
  /** The office withdrew the document after issuing it. */
  Revoked: z.boolean(),
});
export type VerifyDocumentResponse = z.infer<typeof verifyDocumentResponse>;
