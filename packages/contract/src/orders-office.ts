import { z } from 'zod';
import {
  officeOrderAction,
  orderDetail,
  orderLogEntry,
  orderState,
  orderSummary,
} from './orders-requests.js';
import {
  formField,
  orderEligibility,
  orderOffice,
  orderPurpose,
  orderTypeDocument,
  wholeNumberText,
} from './orders-types.js';
import { page } from './paging.js';

/*
 * The student-services back office (staff role `student-services`): a queue per office, a request opened
 * with its documents, the moves of the request's life, and the request types defined without a release.
 */

/** GET /api/OrdersOffice/GetQueue: one office's requests, oldest due first. */
export const getOfficeQueueQuery = z.object({
  Office: orderOffice,
  /** Left out: every request still with the office (submitted, in review, approved). */
  State: orderState.optional(),
  /** A student's code or name, or a request number. */
  Search: z.string().trim().min(1).max(64).optional(),
  /** Only those past their service target (or due within a day). */
  Overdue: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  Page: z.coerce.number().int().min(1).max(10_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/** The service-level standing of a request still with the office. */
export const SERVICE_LEVELS = ['on-time', 'due-soon', 'overdue'] as const;
export const serviceLevel = z.enum(SERVICE_LEVELS);

export const officeQueueRow = orderSummary.extend({
  StudentCode: z.string(),
  StudentNameEn: z.string(),
  StudentNameAr: z.string(),
  /** Null once the request is no longer with the office. */
  ServiceLevel: serviceLevel.nullable(),
});
export type OfficeQueueRow = z.infer<typeof officeQueueRow>;
export const getOfficeQueueResponse = page(officeQueueRow);

/** GET /api/OrdersOffice/GetOrder: a request as the office reads it, with its log. */
export const officeOrderQuery = z.object({ OrderId: z.coerce.number().int().positive() });
export const officeOrder = orderDetail.extend({
  StudentCode: z.string(),
  StudentNameEn: z.string(),
  StudentNameAr: z.string(),
  StudentLevel: z.number().int(),
  ServiceLevel: serviceLevel.nullable(),
  /** The form's fields, so the answers are shown with their labels. */
  Fields: z.array(formField),
  /** The type's document checklist, so missing documents show. */
  Requirements: z.array(orderTypeDocument),
  Log: z.array(orderLogEntry),
  /** The moves the office may make now (ActOnOrder). */
  OfficeActions: z.array(officeOrderAction),
});
export type OfficeOrder = z.infer<typeof officeOrder>;
export const getOfficeOrderResponse = officeOrder;

/** POST /api/OrdersOffice/ReviewDocument: accept, reject (with a reason) or waive a requirement. */
export const reviewDocumentBody = z.object({
  OrderId: z.number().int().positive(),
  /** The uploaded document; leave out to waive a requirement nothing was uploaded for. */
  DocumentId: z.number().int().positive().optional(),
  RequirementCode: z.string().max(40),
  Decision: z.enum(['accept', 'reject', 'waive']),
  Note: z.string().trim().max(1000).optional(),
  Version: z.number().int().min(0),
});
export const reviewDocumentResponse = officeOrder;

/**
 * POST /api/OrdersOffice/ActOnOrder: one move of the request's life. `return` and `reject` need a
 * note the student reads; `fulfil` issues the letter of a letter type (or needs a result attached).
 */
export const actOnOrderBody = z.object({
  OrderId: z.number().int().positive(),
  Action: officeOrderAction,
  Version: z.number().int().min(0),
  Note: z.string().trim().max(1000).optional(),
});
export const actOnOrderResponse = officeOrder;

/**
 * POST /api/OrdersOffice/RevokeDocument: withdraws the document issued for a fulfilled request (issued in
 * error, or the facts changed). The reason is logged and told to the student; the code then verifies as
 * withdrawn. The version the office saw refuses a request moved meanwhile.
 */
export const revokeDocumentBody = z.object({
  OrderId: z.number().int().positive(),
  Version: z.number().int().min(0),
  Reason: z.string().trim().min(1).max(1000),
});
export const revokeDocumentResponse = officeOrder;

/**
 * POST /api/OrdersOffice/AttachResult (multipart/form-data): these text fields, then one PDF. The version
 * the office saw, when sent, refuses a request another clerk moved meanwhile.
 */
export const attachResultFields = z.object({
  OrderId: wholeNumberText(1),
  Version: wholeNumberText(0).optional(),
});
export const attachResultResponse = officeOrder;

/** GET /api/OrdersOffice/GetDocument: an uploaded file of any request, for the office (audited). */
export const officeDocumentQuery = z.object({ DocumentId: z.coerce.number().int().positive() });

/** A request type as the office defines it. */
export const orderTypeDefinition = z.object({
  OrderTypeId: z.number().int().positive().optional(),
  Code: z.string().regex(/^[a-z][a-z0-9-]{2,39}$/),
  NameEn: z.string().trim().min(1).max(120),
  NameAr: z.string().trim().min(1).max(120),
  DescriptionEn: z.string().trim().max(1000),
  DescriptionAr: z.string().trim().max(1000),
  Purpose: orderPurpose,
  Office: orderOffice,
  FeePiastres: z.number().int().min(0).max(10_000_000),
  ServiceDays: z.number().int().min(1).max(60),
  Active: z.boolean(),
  Fields: z.array(formField).max(20),
  Documents: z.array(orderTypeDocument).max(10),
  Eligibility: orderEligibility,
});
export type OrderTypeDefinition = z.infer<typeof orderTypeDefinition>;

/** GET /api/OrdersOffice/GetOrderTypes: every type, active or not. */
export const getOrderTypeDefinitionsResponse = z.array(
  orderTypeDefinition.extend({ OrderTypeId: z.number().int() }),
);

/** POST /api/OrdersOffice/SaveOrderType: a new type, or a change to one (audited). */
export const saveOrderTypeBody = orderTypeDefinition;
export const saveOrderTypeResponse = orderTypeDefinition.extend({ OrderTypeId: z.number().int() });
