import { z } from 'zod';

/*
 * Student-services request types (the spec's "orders"): data, not code. Each type has its form, its
 * document checklist, who may file it, its fee and the office that handles it; the office defines new
 * types from its page without a release.
 */

/** The offices that handle requests; each has its own queue. */
export const ORDER_OFFICES = ['student-affairs', 'registrar', 'examinations', 'it-desk'] as const;
export const orderOffice = z.enum(ORDER_OFFICES);
export type OrderOffice = z.infer<typeof orderOffice>;

/**
 * The staff role whose members work each office's queue: the student-services office runs the academic
 * offices; the IT desk only its own, since account requests carry identity documents the others need not see.
 */
export const ORDER_OFFICE_ROLES = {
  'student-affairs': 'student-services',
  registrar: 'student-services',
  examinations: 'student-services',
  'it-desk': 'it-desk',
} as const satisfies Record<OrderOffice, string>;

/** The offices whose queues a staff member with these roles works. */
export const officesOfRoles = (roles: readonly string[]): OrderOffice[] =>
  ORDER_OFFICES.filter((office) => roles.includes(ORDER_OFFICE_ROLES[office]));

/**
 * What the portal does itself with a type's request; `none` for a request staff only decide on; `account`
 * for the IT desk's work on the university account, done outside the portal: its fulfilment needs the
 * desk's note saying what was done (an `email-alias` answer is then the student's alias). The
 * course lists of each (GetStudentDropCourses, GetStudentMakeUpCourse, …) offer the course field's choices.
 */
export const ORDER_PURPOSES = [
  'none',
  'letter',
  'transcript',
  'excuse',
  'make-up',
  'late-drop',
  'recalculation',
  'work-extension',
  'major-declaration',
  'account',
] as const;
export const orderPurpose = z.enum(ORDER_PURPOSES);
export type OrderPurpose = z.infer<typeof orderPurpose>;

/**
 * The kinds of a form field. `course` picks one of the student's courses offered for the type's purpose;
 * `major` one of the majors the student may declare (GetStudentMajors), its answer the program's id;
 * `email-alias` the name before the @ of a university address the student asks for: lower-case letters,
 * digits, dots and dashes, `Min`–`Max` characters, not a reserved word nor anyone's address or alias. On
 * fulfilment it becomes the student's alias.
 */
export const FORM_FIELD_KINDS = [
  'text',
  'long-text',
  'number',
  'date',
  'choice',
  'yes-no',
  'course',
  'major',
  'email-alias',
] as const;
export const formFieldKind = z.enum(FORM_FIELD_KINDS);
export type FormFieldKind = z.infer<typeof formFieldKind>;

const label = z.string().trim().min(1).max(200);
const help = z.string().trim().max(500).nullable();

export const formFieldOption = z.object({
  Value: z.string().trim().min(1).max(60),
  LabelEn: label,
  LabelAr: label,
});
export type FormFieldOption = z.infer<typeof formFieldOption>;

/** One field of a type's form, shown in both languages; the server checks every answer against it. */
export const formField = z.object({
  /** The answer's key: letters, digits and dashes. */
  Key: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,39}$/, 'must be lower-case letters, digits and dashes, starting with a letter'),
  Kind: formFieldKind,
  LabelEn: label,
  LabelAr: label,
  HelpEn: help,
  HelpAr: help,
  Required: z.boolean(),
  /** `choice` only: the options offered, at least two. */
  Options: z.array(formFieldOption).max(30),
  /** `text`, `long-text`, `email-alias`: characters; `number`: the value; `date`: not used. */
  Min: z.number().int().nullable(),
  Max: z.number().int().nullable(),
});
export type FormField = z.infer<typeof formField>;

/** An answer as sent and kept: text, a number, a date (YYYY-MM-DD), an option's value, yes/no, a course id. */
export const formAnswer = z.union([z.string().max(4000), z.number(), z.boolean(), z.null()]);
export const formAnswers = z.record(z.string().max(40), formAnswer);
export type FormAnswers = z.infer<typeof formAnswers>;

export const DOCUMENT_KINDS = ['pdf', 'jpeg', 'png'] as const;
export const documentKind = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof documentKind>;

/** A checklist document's code within its type (`medical-report`). */
export const requirementCode = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/);

/** One document of a type's checklist: what to upload, in which formats, how large, how many files. */
export const orderTypeDocument = z.object({
  Code: requirementCode,
  NameEn: label,
  NameAr: label,
  Required: z.boolean(),
  Kinds: z.array(documentKind).min(1),
  MaxFiles: z.number().int().min(1).max(10),
  /** Per file, at most the portal's UPLOAD_MAX_BYTES. */
  MaxBytes: z.number().int().min(1024),
});
export type OrderTypeDocument = z.infer<typeof orderTypeDocument>;

/** Who may file a type and when. Null bounds mean "any". */
export const orderEligibility = z.object({
  MinLevel: z.number().int().min(1).max(10).nullable(),
  MaxLevel: z.number().int().min(1).max(10).nullable(),
  /** Filing opens and closes at these instants; null = always open. */
  OpensAt: z.iso.datetime({ offset: true }).nullable(),
  ClosesAt: z.iso.datetime({ offset: true }).nullable(),
  /** A student with an open request of the type cannot file another (per course for course requests). */
  OneOpenAtATime: z.boolean(),
  /** Students on academic probation may not file it. */
  NotOnProbation: z.boolean(),
});
export type OrderEligibility = z.infer<typeof orderEligibility>;

/** A request type as the student sees it in the list, with whether they may file it now and why not. */
export const orderType = z.object({
  OrderTypeId: z.number().int(),
  Code: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  DescriptionEn: z.string(),
  DescriptionAr: z.string(),
  Purpose: orderPurpose,
  Office: orderOffice,
  /** 0 = free; otherwise paid before the office reviews it. */
  FeePiastres: z.number().int().min(0),
  Currency: z.literal('EGP'),
  /** Working days the office aims to decide in, the clock paused while the request is with the student. */
  ServiceDays: z.number().int().min(1),
  Eligible: z.boolean(),
  /** Why not, in the student's language; null when eligible. */
  NotEligibleReason: z.string().nullable(),
});
export type OrderType = z.infer<typeof orderType>;

/** GET GetOrderTypes: every active type, with this student's eligibility. */
export const getOrderTypesResponse = z.array(orderType);

/** POST GetParameterForm / GetOrderTypeDocuments: one type. */
export const orderTypeBody = z.object({ OrderTypeId: z.number().int().positive() });
export const getParameterFormResponse = z.object({
  OrderTypeId: z.number().int(),
  Purpose: orderPurpose,
  Fields: z.array(formField),
});
export const getOrderTypeDocumentsResponse = z.array(orderTypeDocument);

/**
 * A whole number sent as a multipart text field (an upload's fields are text): digits only, no sign, no
 * spaces, no exponent, read as a number.
 */
export const wholeNumberText = (least: 0 | 1) =>
  z
    .string()
    .regex(least === 1 ? /^[1-9]\d{0,9}$/ : /^\d{1,10}$/)
    .transform(Number);
