import { z } from 'zod';
import { windowFields } from './add-drop.js';
import { advisingChange, advisingSection, creditLimits, ruleRefusal, timetableSection } from './advising.js';
import { termSummary } from './default-data.js';
import { academicStanding } from './transcript.js';

/** One line of the fee estimate, in the university's currency. */
export const feeLine = z.object({
  LabelEn: z.string(),
  LabelAr: z.string(),
  Amount: z.number(),
});

/** The term's fee estimate from the registered credits (billing's fee per credit and fixed fees). */
export const feeEstimate = z.object({
  Currency: z.string(),
  Credits: z.number().int(),
  FeePerCredit: z.number(),
  Lines: z.array(feeLine),
  Total: z.number(),
});
export type FeeEstimate = z.infer<typeof feeEstimate>;

/** A course of the previewed timetable with the sections held in it. */
export const previewCourse = z.object({
  CourseId: z.number().int(),
  CourseCode: z.string(),
  TitleEn: z.string(),
  TitleAr: z.string(),
  Credits: z.number().int(),
  /** The lecture first, then its lab/tutorial. */
  SectionNos: z.array(z.string()),
});
export type PreviewCourse = z.infer<typeof previewCourse>;

/**
 * GET /api/AdvisingPreview/GetStudentData: the advised (registered) timetable of the current term, its
 * courses and credits, and the fee estimate. Advising takes seats as it goes, so the advised timetable and
 * the registered one are the same sections.
 */
export const advisingPreview = z.object({
  StudentCode: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  ProgramNameEn: z.string(),
  ProgramNameAr: z.string(),
  Level: z.number().int(),
  Standing: academicStanding,
  Gpa: z.number().nullable(),
  Term: termSummary.nullable(),
  Timetable: z.array(timetableSection),
  Courses: z.array(previewCourse),
  Credits: z.number().int(),
  CreditLimits: creditLimits,
  Fees: feeEstimate,
  /** IANA time zone of the meeting times. */
  TimeZone: z.string(),
  /** The advising-preview window of the current term. */
  ...windowFields,
});
export type AdvisingPreview = z.infer<typeof advisingPreview>;

/** POST /api/Advising/ReqSheet: the requirement sheet (degree audit) as ReqSheet.pdf. */
export const reqSheetBody = z.object({ StudentCode: z.string().min(1).max(32).optional() }).optional();

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** What the student would like from a timetable; every field may be left out. */
export const schedulePreferences = z.object({
  /** No meeting starting before this local time, e.g. "10:00". */
  NoClassesBefore: clockTime.nullable().default(null),
  /** Days without classes, 0 = Sunday … 6 = Saturday. */
  DaysOff: z.array(z.number().int().min(0).max(6)).max(7).default([]),
  /** Prefer fewer idle gaps between classes on a day. */
  Compact: z.boolean().default(false),
});
export type SchedulePreferences = z.infer<typeof schedulePreferences>;

/** The builder's bounds: conflict-free combinations collected and returned at most. */
export const builderLimits = z.object({ Explored: z.number().int(), Returned: z.number().int() });

/**
 * POST /api/Advising/BuildSchedules: every conflict-free combination of open sections of the chosen
 * courses (a lecture with its own lab/tutorial when the course has one; a section the student holds counts
 * as open even when full), within the student's credit maximum, ranked by the preferences.
 */
export const buildSchedulesBody = z.object({
  CourseIds: z.array(z.number().int().positive()).min(1).max(8),
  Preferences: schedulePreferences.default({ NoClassesBefore: null, DaysOff: [], Compact: false }),
});
export type BuildSchedulesBody = z.input<typeof buildSchedulesBody>;

/** How one combination meets the preferences (the ranking's reasons, shown beside it). */
export const combinationFit = z.object({
  /** Meetings starting before NoClassesBefore. */
  EarlyMeetings: z.number().int(),
  /** Requested days off that still have classes. */
  DaysOffBroken: z.array(z.number().int()),
  DaysOnCampus: z.number().int(),
  /** Minutes between classes on the same day, summed over the week. */
  IdleMinutes: z.number().int(),
  /** The earliest start of the week, "HH:MM". */
  EarliestStart: z.string().nullable(),
});

export const scheduleCombination = z.object({
  Rank: z.number().int(),
  /** Lower is better: the ranking's penalty from the preferences. */
  Penalty: z.number(),
  SectionIds: z.array(z.number().int()),
  Sections: z.array(advisingSection),
  Credits: z.number().int(),
  Fit: combinationFit,
});
export type ScheduleCombination = z.infer<typeof scheduleCombination>;

export const buildSchedulesResponse = z.object({
  /** IANA time zone of the meeting times. */
  TimeZone: z.string(),
  Combinations: z.array(scheduleCombination),
  /** Steps of the search: ways of taking a course tried, clashing or not. */
  Explored: z.number().int(),
  /** Conflict-free combinations found (at most Limits.Explored), before the best Limits.Returned are kept. */
  Found: z.number().int(),
  /** True when the search stopped at the bound: better combinations may exist beyond it. */
  Capped: z.boolean(),
  Limits: builderLimits,
  /** The held sections of the courses not being planned: every combination keeps them (drawn with it). */
  Kept: z.array(advisingSection),
  /** Credits of the kept sections' courses; a combination's Credits plus these never exceed CreditLimits.Max. */
  KeptCredits: z.number().int(),
  CreditLimits: creditLimits,
  /**
   * Courses that cannot be placed at all (not offered, no open section), with the reason; or one
   * `credit_limit` refusal when the chosen courses with the kept ones exceed the maximum.
   */
  Unplaceable: z.array(ruleRefusal),
});
export type BuildSchedulesAnswer = z.infer<typeof buildSchedulesResponse>;

/**
 * POST /api/Advising/AdviseSchedule: advise a chosen combination in one step, through the same rules and
 * seat ledger as InsertCourse. All or nothing.
 */
export const adviseScheduleBody = z.object({
  SectionIds: z.array(z.number().int().positive()).min(1).max(24),
});
/** Answered as InsertCourse answers (advisingChange): Status "422" with every refusal, nothing changed. */
export const adviseScheduleResponse = advisingChange;
