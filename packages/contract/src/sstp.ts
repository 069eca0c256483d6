import { z } from 'zod';

/*
 * SSTP, the summer training program (issue 26 point 3): in a cycle per summer term, an eligible student picks a
 * training program, level and language and ranks the organisations that train in it; the training office closes
 * the cycle, previews the allocation and publishes it; the student confirms or declines the place; after the
 * training the office records the organisation's evaluation, and a pass earns the program's credits. The
 * student's side here; the office's in training-office.ts.
 */

const instant = z.iso.datetime({ offset: true });
const calendarDate = z.iso.date();
const id = z.number().int().positive().max(2_147_483_647);

/** A cycle's life: students save and submit while `open`; the office then closes, previews and publishes it. */
export const SSTP_CYCLE_STATES = ['open', 'closed', 'previewed', 'published'] as const;
export const sstpCycleState = z.enum(SSTP_CYCLE_STATES);
export type SstpCycleState = z.infer<typeof sstpCycleState>;
/** The states in which a cycle's dates, rules and offers may still change (the server refuses the others). */
export const SSTP_EDITABLE_STATES: readonly SstpCycleState[] = ['open'];

/**
 * An application's life: a `draft` is saved and `submitted` (or `withdrawn`) while the cycle is open; the
 * publication makes a submitted one `assigned` or `not-assigned`; the student `confirmed` or `declined` the
 * place; the organisation's evaluation makes a confirmed one `passed` or `failed`.
 */
export const SSTP_APPLICATION_STATES = [
  'draft',
  'submitted',
  'withdrawn',
  'assigned',
  'not-assigned',
  'confirmed',
  'declined',
  'passed',
  'failed',
] as const;
export const sstpApplicationState = z.enum(SSTP_APPLICATION_STATES);
export type SstpApplicationState = z.infer<typeof sstpApplicationState>;

/** What the student asks of their application (SaveStudentSSTPData). */
export const SSTP_STUDENT_ACTIONS = ['submit', 'withdraw', 'confirm', 'decline'] as const;
export const sstpStudentAction = z.enum(SSTP_STUDENT_ACTIONS);
export type SstpStudentAction = z.infer<typeof sstpStudentAction>;

/** A language training may be given in. */
export const sstpLanguage = z.object({
  LanguageId: z.number().int(),
  /** ISO 639-1: en, ar, de, fr. */
  Code: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
});
export type SstpLanguage = z.infer<typeof sstpLanguage>;

/** A training program offered to a faculty's students. */
export const sstpProgram = z.object({
  ProgramId: z.number().int(),
  Code: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  /** Credits a pass puts on the transcript (course TRN 300, grade P). */
  Credits: z.number().int(),
  FacultyId: z.number().int(),
  /** The shortest training the program accepts, in weeks. */
  WeeksMin: z.number().int(),
});
export type SstpProgram = z.infer<typeof sstpProgram>;

/** A training level and the study level it is open from. */
export const sstpLevel = z.object({
  LevelId: z.number().int(),
  NameEn: z.string(),
  NameAr: z.string(),
  MinStudyLevel: z.number().int(),
});
export type SstpLevel = z.infer<typeof sstpLevel>;

/** A kind of organisation (industry, healthcare, banking and finance, …). */
export const sstpCategory = z.object({
  CategoryId: z.number().int(),
  Code: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
});
export type SstpCategory = z.infer<typeof sstpCategory>;

/** GET /api/SSTP/languages, programs (the student's faculty's), levels, categories. */
export const getSstpLanguagesResponse = z.array(sstpLanguage);
export const getSstpProgramsResponse = z.array(sstpProgram);
export const getSstpLevelsResponse = z.array(sstpLevel);
export const getSstpCategoriesResponse = z.array(sstpCategory);

/** POST /api/SSTP/GetOrganizations: the organisations training in a program and level this cycle. */
export const getSstpOrganizationsBody = z.object({
  ProgramId: id,
  LevelId: id,
  /** Only organisations that train in this language. */
  LanguageId: id.optional(),
  CategoryId: id.optional(),
});

/** An organisation's places in a cycle for one program and level: what the student ranks. */
export const sstpOffer = z.object({
  OfferId: z.number().int(),
  OrganizationId: z.number().int(),
  NameEn: z.string(),
  NameAr: z.string(),
  City: z.string(),
  CategoryId: z.number().int(),
  /** The languages the organisation trains in. */
  LanguageIds: z.array(z.number().int()),
  Places: z.number().int(),
  /** The dates the organisation trains between. */
  PeriodFrom: calendarDate,
  PeriodTo: calendarDate,
  /** How many students asked for it last summer; null for a new partner. */
  LastYearApplicants: z.number().int().nullable(),
});
export type SstpOffer = z.infer<typeof sstpOffer>;

export const getSstpOrganizationsResponse = z.object({
  /** The cycle the offers are of; null when no cycle is open or coming. */
  CycleId: z.number().int().nullable(),
  Offers: z.array(sstpOffer),
});

/** A cycle of the summer training program: one per summer term. */
export const sstpCycle = z.object({
  CycleId: z.number().int(),
  TermId: z.number().int(),
  TermNameEn: z.string(),
  TermNameAr: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  State: sstpCycleState,
  /** Applications may be saved and submitted from OpensAt until ClosesAt, while the cycle is open. */
  OpensAt: instant,
  ClosesAt: instant,
  /** The summer term's first and last day: a training period must lie between them. */
  SummerFrom: calendarDate,
  SummerTo: calendarDate,
  /** How many organisations a student may rank. */
  MaxChoices: z.number().int(),
});
export type SstpCycle = z.infer<typeof sstpCycle>;

/** The organisation's evaluation after the training. */
export const sstpEvaluation = z.object({
  Score: z.number().int().min(0).max(100),
  Result: z.enum(['passed', 'failed']),
  Comment: z.string(),
  RecordedAt: instant,
});
export type SstpEvaluation = z.infer<typeof sstpEvaluation>;

/** One line of an application's history: a save, a move by the student, the office or the publication. */
export const sstpLogEntry = z.object({
  At: instant,
  /** `save`, or the move made (`submit`, `withdraw`, `assign`, `not-assign`, `confirm`, `decline`, …). */
  Action: z.string(),
  State: sstpApplicationState,
});

export const sstpApplication = z.object({
  ApplicationId: z.number().int(),
  CycleId: z.number().int(),
  ProgramId: z.number().int(),
  LevelId: z.number().int(),
  LanguageId: z.number().int(),
  PeriodFrom: calendarDate,
  PeriodTo: calendarDate,
  /** The organisations' offers, first choice first. */
  OfferIds: z.array(z.number().int()),
  State: sstpApplicationState,
  /** The offer the publication gave the student; null before it, or when none had room. */
  AssignedOfferId: z.number().int().nullable(),
  Evaluation: sstpEvaluation.nullable(),
  /** Newest first. */
  Log: z.array(sstpLogEntry),
});
export type SstpApplication = z.infer<typeof sstpApplication>;

/** GET /api/SSTP/CheckStudentHasSavedData: the student's cycle, whether they may apply, and their application. */
export const checkStudentHasSavedDataResponse = z.object({
  HasSavedData: z.boolean(),
  /** The latest cycle; null when there is none. */
  Cycle: sstpCycle.nullable(),
  Eligible: z.boolean(),
  /** Why the student may not apply, in the request's language; null when eligible. */
  NotEligibleReason: z.string().nullable(),
  /** The application may be saved or submitted now: eligible, the cycle open and within its dates. */
  CanSave: z.boolean(),
  Application: sstpApplication.nullable(),
});
export type SstpStudentData = z.infer<typeof checkStudentHasSavedDataResponse>;

/** POST /api/SSTP/InsertSSTPData: the whole draft; saving the same draft again writes nothing. */
export const insertSstpDataBody = z.object({
  /** Optional; when sent it must be the signed-in student's own code. */
  StudentCode: z.string().min(1).max(32).optional(),
  CycleId: id,
  ProgramId: id,
  LevelId: id,
  LanguageId: id,
  PeriodFrom: calendarDate,
  PeriodTo: calendarDate,
  OfferIds: z.array(id).min(1).max(20),
});
export type InsertSstpDataBody = z.infer<typeof insertSstpDataBody>;
export const insertSstpDataResponse = checkStudentHasSavedDataResponse;

/** POST /api/SSTP/SaveStudentSSTPData: submit or withdraw the application, confirm or decline the place. */
export const saveStudentSstpDataBody = z.object({
  StudentCode: z.string().min(1).max(32).optional(),
  ApplicationId: id,
  Action: sstpStudentAction,
});
export const saveStudentSstpDataResponse = checkStudentHasSavedDataResponse;
