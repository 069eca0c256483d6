import { z } from 'zod';

/** GET /api/DefaultData/GetStudentData: the signed-in student's profile, as the pages show it. */
export const studentData = z.object({
  StudentId: z.number().int(),
  /** The welcome line of spec §1. */
  StudentENName: z.string(),
  StudentARName: z.string(),
  StudentCode: z.string(),
  Email: z.string(),
  FacultyId: z.number().int(),
  FacultyCode: z.string(),
  FacultyENName: z.string(),
  FacultyARName: z.string(),
  ProgramId: z.number().int(),
  ProgramCode: z.string(),
  ProgramENName: z.string(),
  ProgramARName: z.string(),
  /** Study year, 1 for freshmen. */
  Level: z.number().int(),
  Standing: z.enum(['good', 'honors', 'warning', 'probation']),
  Status: z.enum(['active', 'suspended', 'graduated', 'withdrawn']),
  AdmittedTermCode: z.string(),
  AdmittedTermENName: z.string(),
  AdmittedTermARName: z.string(),
});
export type StudentData = z.infer<typeof studentData>;

/** A term window (advising, add/drop, evaluation…) with its times as ISO 8601 instants. */
export const termWindowView = z.object({
  Kind: z.string(),
  OpensAt: z.string(),
  ClosesAt: z.string(),
});
export type TermWindowView = z.infer<typeof termWindowView>;

export const termSummary = z.object({ Code: z.string(), NameEn: z.string(), NameAr: z.string() });

/** A portal block in force: why (text the student may read) and since/until when. */
export const blockView = z.object({
  Reason: z.string(),
  Since: z.string(),
  /** Null: until staff lift it. */
  Until: z.string().nullable(),
});

/**
 * GET /api/DefaultData/GetStudentAuthData: may the student use the portal now, and which self-service
 * windows of the current term are open (with closing times) or still to come — the home dashboard's tiles.
 */
export const studentAuthData = z.object({
  /** True when the record is active and no portal block is in force: the menu will answer. */
  CanUsePortal: z.boolean(),
  Status: z.enum(['active', 'suspended', 'graduated', 'withdrawn']),
  Block: blockView.nullable(),
  CurrentTerm: termSummary.nullable(),
  /** Open now, soonest closing first. */
  OpenWindows: z.array(termWindowView),
  /** Not yet open this term, soonest opening first. */
  UpcomingWindows: z.array(termWindowView),
  /** True while staff act as this student (the app shows the acting-as bar). */
  Impersonated: z.boolean(),
});
export type StudentAuthData = z.infer<typeof studentAuthData>;

export const EXAM_BAR_CODES = ['not_active', 'portal_block', 'exam_block', 'not_registered'] as const;

/** One reason the student may not sit the exams, in words they can act on. */
export const examBar = z.object({ Code: z.enum(EXAM_BAR_CODES), Message: z.string() });
export type ExamBar = z.infer<typeof examBar>;

/**
 * GET /api/DefaultData/GetExamAuthData: is the student admitted to the current term's exams, and if not,
 * every reason why. `ExamPeriod` is the exam window open now, else the next one this term, else null.
 */
export const examAuthData = z.object({
  Admitted: z.boolean(),
  Reasons: z.array(examBar),
  ExamPeriod: termWindowView.nullable(),
  CurrentTerm: termSummary.nullable(),
  /** Sections the student holds this term (lectures, labs and tutorials). */
  RegisteredSections: z.number().int(),
});
export type ExamAuthData = z.infer<typeof examAuthData>;
