import { z } from 'zod';

/** Academic standing bands (the registrar's, from the cumulative GPA). */
export const ACADEMIC_STANDINGS = ['honors', 'good', 'warning', 'probation'] as const;
export const academicStanding = z.enum(ACADEMIC_STANDINGS);
export type AcademicStanding = z.infer<typeof academicStanding>;

/**
 * How one attempt of a course shows on the transcript:
 * - counted: graded, and the attempt that counts cumulatively;
 * - replaced: graded, but a later attempt of the same course replaced it in the cumulative figures;
 * - withdrawn (W), incomplete (I): never in a GPA;
 * - in_progress: this term's course, or a grade not yet published;
 * - withheld: graded but held back by the registrar; counts nowhere until released.
 */
export const ATTEMPT_OUTCOMES = [
  'counted',
  'replaced',
  'withdrawn',
  'incomplete',
  'in_progress',
  'withheld',
] as const;
export const attemptOutcome = z.enum(ATTEMPT_OUTCOMES);
export type AttemptOutcome = z.infer<typeof attemptOutcome>;

/** Why the registrar withholds a grade, as the student is told. */
export const WITHHOLDING_REASONS = ['unpaid_fees', 'disciplinary', 'missing_documents'] as const;

/** Credits and GPA of a term, or cumulative up to a term. GPA is null while nothing is graded on points. */
export const recordFigures = z.object({
  AttemptedCredits: z.number(),
  EarnedCredits: z.number(),
  GpaCredits: z.number(),
  QualityPoints: z.number(),
  Gpa: z.number().nullable(),
});
export type RecordFigures = z.infer<typeof recordFigures>;

export const transcriptTerm = z.object({
  TermId: z.number().int(),
  TermCode: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  IsCurrent: z.boolean(),
  /** The term's grades are published (its grades_publication window has opened). */
  GradesPublished: z.boolean(),
});
export type TranscriptTerm = z.infer<typeof transcriptTerm>;

/** GET /api/Reports/GetSemesters: the student's terms, newest first, each with its figures. */
export const semesterSummary = transcriptTerm.extend({
  Term: recordFigures,
  /** Cumulative up to and including this term. */
  Cumulative: recordFigures,
  Standing: academicStanding,
  Courses: z.number().int(),
});
export type SemesterSummary = z.infer<typeof semesterSummary>;
export const getSemestersResponse = z.array(semesterSummary);

/** GET /api/Reports/GetStudentTransriptForSemester?semesterId= (the spec's spelling). */
export const getStudentTranscriptForSemesterQuery = z.object({
  semesterId: z.coerce.number().int().positive(),
});

export const transcriptCourse = z.object({
  CourseId: z.number().int(),
  CourseCode: z.string(),
  TitleEn: z.string(),
  TitleAr: z.string(),
  Credits: z.number(),
  /** The letter, or null while in progress, unpublished or withheld. */
  Grade: z.string().nullable(),
  /** Grade points of the letter on the university's scale; null for W, I and hidden grades. */
  Points: z.number().nullable(),
  Outcome: attemptOutcome,
  Passed: z.boolean(),
  /** A second or later attempt of the course. */
  Retake: z.boolean(),
  WithheldReason: z.enum(WITHHOLDING_REASONS).nullable(),
  /** The student may ask to withdraw (W) from this course now (current term, window open, seat held). */
  CanWithdraw: z.boolean(),
});
export type TranscriptCourse = z.infer<typeof transcriptCourse>;

/** The current term's withdrawal window and how much of the allowance is used. */
export const withdrawalState = z.object({
  Open: z.boolean(),
  OpensAt: z.string().nullable(),
  ClosesAt: z.string().nullable(),
  Used: z.number().int(),
  Allowed: z.number().int(),
});
export type WithdrawalState = z.infer<typeof withdrawalState>;

export const getStudentTranscriptForSemesterResponse = z.object({
  Term: transcriptTerm,
  Courses: z.array(transcriptCourse),
  TermFigures: recordFigures,
  Cumulative: recordFigures,
  Standing: academicStanding,
  /** Only for the current term. */
  Withdrawal: withdrawalState.nullable(),
});
export type SemesterTranscript = z.infer<typeof getStudentTranscriptForSemesterResponse>;

/** GET /api/Transcript/GetStudentCourses: every course the student has taken, with its outcome. */
export const COURSE_OUTCOMES = [
  'passed',
  'failed',
  'withdrawn',
  'incomplete',
  'in_progress',
  'withheld',
] as const;
export const studentCourse = z.object({
  CourseId: z.number().int(),
  CourseCode: z.string(),
  TitleEn: z.string(),
  TitleAr: z.string(),
  Credits: z.number(),
  Attempts: z.number().int(),
  /** The latest attempt's term and shown grade. */
  LatestTermCode: z.string(),
  LatestTermNameEn: z.string(),
  LatestTermNameAr: z.string(),
  Grade: z.string().nullable(),
  Outcome: z.enum(COURSE_OUTCOMES),
});
export type StudentCourse = z.infer<typeof studentCourse>;
export const getTranscriptStudentCoursesResponse = z.array(studentCourse);

/** GET /api/Transcript/GetCoursePreq?courseId=: a course's requisites and whether the student meets each. */
export const getCoursePreqQuery = z.object({ courseId: z.coerce.number().int().positive() });
export const REQUISITE_STATES = ['passed', 'in_progress', 'not_met'] as const;
export const courseRequisite = z.object({
  CourseId: z.number().int(),
  CourseCode: z.string(),
  TitleEn: z.string(),
  TitleAr: z.string(),
  /** pre: passed before; co: passed before or taken in the same term. */
  Kind: z.enum(['pre', 'co']),
  State: z.enum(REQUISITE_STATES),
  Met: z.boolean(),
});
export type CourseRequisite = z.infer<typeof courseRequisite>;
export const getCoursePreqResponse = z.object({
  CourseId: z.number().int(),
  CourseCode: z.string(),
  TitleEn: z.string(),
  TitleAr: z.string(),
  Credits: z.number(),
  Requisites: z.array(courseRequisite),
  AllMet: z.boolean(),
});
export type CoursePrerequisites = z.infer<typeof getCoursePreqResponse>;

/** GET /api/Transcript/AddWsGrade?courseId=: withdraw (W) from a course of the current term. */
export const addWsGradeQuery = z.object({ courseId: z.coerce.number().int().positive() });
export const addWsGradeResponse = z.object({
  CourseId: z.number().int(),
  CourseCode: z.string(),
  /** True when this course was already withdrawn (a repeated request changes nothing). */
  AlreadyWithdrawn: z.boolean(),
  /** Withdrawals this term after this request, and the most allowed. */
  Used: z.number().int(),
  Allowed: z.number().int(),
});
export type WithdrawalReceipt = z.infer<typeof addWsGradeResponse>;
