import { z } from 'zod';
import { currency } from './billing.js';
import { paymentInvoice } from './billing-invoices.js';
import { page } from './paging.js';

/**
 * Where a student stands with military education (required of male Egyptian students before they
 * graduate): `not_required`, `due` (the fee for the course term is still owed), `registered` (the fee is
 * paid: the student is on the course's list), `completed` (the course is done), `exempt` (exempted by the
 * conscription office).
 */
export const MILITARY_STATUSES = ['not_required', 'due', 'registered', 'completed', 'exempt'] as const;
export const militaryStatus = z.enum(MILITARY_STATUSES);
export type MilitaryStatus = z.infer<typeof militaryStatus>;

/** GET /api/Billing/GetStudentMilitaryData. */
export const getStudentMilitaryDataResponse = z.object({
  Required: z.boolean(),
  Status: militaryStatus,
  /** The term the course runs in, when one is scheduled for the student. */
  CourseTerm: z.object({ TermId: z.number().int(), NameEn: z.string(), NameAr: z.string() }).nullable(),
  FeePiastres: z.number().int().nullable(),
  Currency: currency,
  /** The military-education charge on the statement, once it is raised. */
  Charge: z
    .object({ ChargeId: z.number().int(), OutstandingPiastres: z.number().int(), DueOn: z.string() })
    .nullable(),
  /** The open invoice for the charge, if the student asked for one. */
  Invoice: paymentInvoice.nullable(),
});
export type StudentMilitaryData = z.infer<typeof getStudentMilitaryDataResponse>;

/** POST /api/Billing/InsertMilitaryPaymentRequest: an invoice for what is left of the military charge. */
export const insertMilitaryPaymentRequestBody = z.object({}).strict();
export const insertMilitaryPaymentRequestResponse = paymentInvoice;

/*
 * The registrar's military-records page (staff role `registrar`): the students who must take military
 * education, where each stands, and the office's record of a registration, completion or exemption.
 */

/** What the registrar may record; `due` and `not_required` follow from the student and the ledger. */
export const MILITARY_RECORD_STATUSES = ['registered', 'completed', 'exempt'] as const;
export const militaryRecordStatus = z.enum(MILITARY_RECORD_STATUSES);
export type MilitaryRecordStatus = z.infer<typeof militaryRecordStatus>;

/**
 * The one place the registrar's moves are decided (the server refuses the rest; the page offers only
 * these): a due student registers or is exempted; a registered one completes the course or is exempted.
 * Completed and exempt are final: the office's decision stands and nothing moves a student out of it.
 */
export const MILITARY_MOVES: Readonly<Record<MilitaryStatus, readonly MilitaryRecordStatus[]>> = {
  not_required: [],
  due: ['registered', 'exempt'],
  registered: ['completed', 'exempt'],
  completed: [],
  exempt: [],
};

/** GET /api/Billing/GetMilitaryRecords: one page, searched by the student's code or name. */
export const getMilitaryRecordsQuery = z.object({
  Status: z.enum(['due', 'registered', 'completed', 'exempt']).optional(),
  Search: z.string().trim().min(1).max(64).optional(),
  Page: z.coerce.number().int().min(1).max(100_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const militaryRecordRow = z.object({
  StudentCode: z.string(),
  StudentNameEn: z.string(),
  StudentNameAr: z.string(),
  Status: militaryStatus,
  /** This term's course, or null between terms. */
  CourseTerm: z.object({ TermId: z.number().int(), NameEn: z.string(), NameAr: z.string() }).nullable(),
  /** Whether the course fee is paid (an exemption credits what was unpaid instead). */
  Paid: z.boolean(),
  Note: z.string().nullable(),
});
export type MilitaryRecordRow = z.infer<typeof militaryRecordRow>;
export const getMilitaryRecordsResponse = page(militaryRecordRow);

/** POST /api/Billing/SetMilitaryRecord: the same status again answers the same row. */
export const setMilitaryRecordBody = z
  .object({
    StudentCode: z.string().trim().min(1).max(32),
    Status: militaryRecordStatus,
    /** Why the student is exempt (the conscription office's decision); required for `exempt`. */
    Note: z.string().trim().max(500).optional(),
  })
  .strict();
export const setMilitaryRecordResponse = militaryRecordRow;
