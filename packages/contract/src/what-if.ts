import { z } from 'zod';
import { COURSE_STATES } from './advising/individual-advising.js';

/** A program a student could move to (or is in), as the what-if audit names it. */
export const whatIfProgram = z.object({
  ProgramId: z.number().int(),
  Code: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  Degree: z.string(),
  /** Credits the program's requirement sheet asks for in all. */
  RequiredCredits: z.number().int(),
});
export type WhatIfProgram = z.infer<typeof whatIfProgram>;

/**
 * GET /api/AdvisingPreview/GetWhatIfPrograms: the student's program and the programs they could move to
 * (the other programs of their faculty: the catalogue has no cross-faculty transfer rules and no minors).
 */
export const whatIfPrograms = z.object({
  CurrentProgram: whatIfProgram,
  Programs: z.array(whatIfProgram),
});
export type WhatIfPrograms = z.infer<typeof whatIfPrograms>;

/** GET /api/AdvisingPreview/GetWhatIfAudit?ProgramId= */
export const whatIfAuditQuery = z.object({
  ProgramId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A course of the target program's sheet, in the state the student's record puts it. */
export const whatIfCourse = z.object({
  CourseId: z.number().int(),
  CourseCode: z.string(),
  TitleEn: z.string(),
  TitleAr: z.string(),
  Credits: z.number().int(),
  State: z.enum(COURSE_STATES),
  /** The passing grade, for a passed course. */
  Grade: z.string().nullable(),
});
export type WhatIfCourse = z.infer<typeof whatIfCourse>;

/** One requirement (plan category) of the target program against the student's record. */
export const whatIfRequirement = z.object({
  CategoryId: z.number().int(),
  Code: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  IsElective: z.boolean(),
  RequiredCredits: z.number().int(),
  /** Credits of passed courses that would count here. */
  CountedCredits: z.number().int(),
  /** Credits of this term's courses that would count here once passed. */
  InProgressCredits: z.number().int(),
  /** Credits still needed after the passed and in-progress ones: RequiredCredits − both, at least 0. */
  MissingCredits: z.number().int(),
  /** Passed and in-progress courses that would count here (a course counts once, in its first requirement). */
  Counted: z.array(whatIfCourse),
  /** Courses of the requirement not yet taken (eligible or blocked by a prerequisite). */
  Remaining: z.array(whatIfCourse),
});
export type WhatIfRequirement = z.infer<typeof whatIfRequirement>;

/** How many terms the missing credits take at a given load (credits a term). */
export const whatIfTerms = z.object({
  /** The student's usual load: the mean credits of their past terms; null before a first graded term. */
  UsualLoad: z.number().int().nullable(),
  AtUsualLoad: z.number().int().nullable(),
  /** Their maximum this term (advising's credit limits). */
  MaxLoad: z.number().int(),
  AtMaxLoad: z.number().int().nullable(),
});

/** GET /api/AdvisingPreview/GetWhatIfAudit: the degree audit against another program's requirement sheet. */
export const whatIfAudit = z.object({
  CurrentProgram: whatIfProgram,
  /** Credits still missing in the current program, for comparison. */
  CurrentMissingCredits: z.number().int(),
  Program: whatIfProgram,
  Requirements: z.array(whatIfRequirement),
  CountedCredits: z.number().int(),
  InProgressCredits: z.number().int(),
  MissingCredits: z.number().int(),
  /** Passed courses that would count toward no requirement of the target program. */
  NotCounted: z.array(whatIfCourse),
  Terms: whatIfTerms,
});
export type WhatIfAudit = z.infer<typeof whatIfAudit>;
