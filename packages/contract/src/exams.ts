import { z } from 'zod';
import { termSummary } from './default-data.js';

export const EXAM_KINDS = ['midterm', 'final', 'practical'] as const;
export const examKind = z.enum(EXAM_KINDS);
export type ExamKind = z.infer<typeof examKind>;

const instant = z.string().describe('ISO 8601 instant (UTC)');

/** Another of the student's exams that overlaps this one. */
export const examClash = z.object({ ExamId: z.number().int(), Kind: examKind, CourseCode: z.string() });
export type ExamClash = z.infer<typeof examClash>;

/** One exam on the student's timetable: when, where, and the student's seat (null: no seat assigned). */
export const scheduledExam = z.object({
  ExamId: z.number().int(),
  Kind: examKind,
  CourseCode: z.string(),
  CourseTitleEn: z.string(),
  CourseTitleAr: z.string(),
  StartsAt: instant,
  EndsAt: instant,
  Room: z.string(),
  SeatNo: z.number().int().nullable(),
  /** Overlapping exams of any kind this term: the student must ask the Registrar for a make-up. */
  ClashesWith: z.array(examClash),
});
export type ScheduledExam = z.infer<typeof scheduledExam>;

/**
 * GET /api/Reports/GetFinalExamSchedule, GetMidTermExamSchedule, GetStudentPracticalExamSchedule: the
 * student's exams of one kind in the current term, soonest first. Times are instants; pages show them in
 * `TimeZone`, the university's.
 */
export const examSchedule = z.object({
  Kind: examKind,
  Term: termSummary.nullable(),
  TimeZone: z.string(),
  Exams: z.array(scheduledExam),
});
export type ExamSchedule = z.infer<typeof examSchedule>;

/** A published score. `Score` is null when the student was absent. */
export const examScore = z.object({
  ExamId: z.number().int(),
  CourseCode: z.string(),
  CourseTitleEn: z.string(),
  CourseTitleAr: z.string(),
  Score: z.number().nullable(),
  OutOf: z.number().int(),
  Absent: z.boolean(),
  PublishedAt: instant,
});
export type ExamScore = z.infer<typeof examScore>;

/** An exam of the current term whose scores are not published yet: named, never with a score. */
export const unpublishedExam = z.object({
  ExamId: z.number().int(),
  CourseCode: z.string(),
  CourseTitleEn: z.string(),
  CourseTitleAr: z.string(),
  StartsAt: instant,
});

/**
 * GET /api/Reports/GetMidTermExamScoring, GetFinalExamScoring, GetPracticalExamScoring: the student's
 * published scores of one kind, by term (newest first), and this term's exams still unpublished.
 */
export const examScoring = z.object({
  Kind: examKind,
  Terms: z.array(z.object({ Term: termSummary, Scores: z.array(examScore) })),
  Pending: z.array(unpublishedExam),
});
export type ExamScoring = z.infer<typeof examScoring>;

/** GET /api/Reports/GetExamsForPublication (registrar): the current term's exams and their marking state. */
export const getExamsForPublicationQuery = z.object({ kind: examKind.optional() });
export const examForPublication = z.object({
  ExamId: z.number().int(),
  Kind: examKind,
  CourseCode: z.string(),
  CourseTitleEn: z.string(),
  StartsAt: instant,
  EndsAt: instant,
  Seats: z.number().int(),
  /** Seats with a score or marked absent. */
  Marked: z.number().int(),
  PublishedAt: instant.nullable(),
});
export type ExamForPublication = z.infer<typeof examForPublication>;
export const getExamsForPublicationResponse = z.object({
  /** IANA time zone the exam times are shown in. */
  TimeZone: z.string(),
  Exams: z.array(examForPublication),
});
export type ExamsForPublication = z.infer<typeof getExamsForPublicationResponse>;

/** POST /api/Reports/PublishExamScores (registrar): makes an exam's scores visible and tells its students. */
export const publishExamScoresBody = z.object({ ExamId: z.number().int().positive() });
export const publishedExamScores = z.object({
  ExamId: z.number().int(),
  PublishedAt: instant,
  /** True when it had been published before: nothing changed and nobody was told again. */
  AlreadyPublished: z.boolean(),
  /** Students told through the message centre by this call. */
  Notified: z.number().int(),
});
export type PublishedExamScores = z.infer<typeof publishedExamScores>;
