import { z } from 'zod';

/** The windows a student enters through the shared validate page. */
export const ADVISING_WINDOW_KINDS = ['advising', 'add_drop', 'advising_preview'] as const;
export const advisingWindowKind = z.enum(ADVISING_WINDOW_KINDS);
export type AdvisingWindowKind = z.infer<typeof advisingWindowKind>;

export const ADVISING_MODES = ['individual', 'group'] as const;
export type AdvisingMode = (typeof ADVISING_MODES)[number];

/**
 * Why a registration change was refused. The server checks the student's whole resulting timetable in
 * one transaction and names every problem it finds (modules/advising/rules.ts).
 */
export const RULE_REFUSAL_CODES = [
  'prerequisite',
  'corequisite',
  'time_conflict',
  'credit_limit',
  'duplicate_course',
  'section_full',
  'lab_required',
  'not_offered',
  'window_closed',
  'hold',
  /** Group advising: a group or elective that is not the student's to choose, or the wrong number of electives. */
  'elective_choice',
] as const;
export type RuleRefusalCode = (typeof RULE_REFUSAL_CODES)[number];

export const ruleRefusal = z.object({
  Code: z.enum(RULE_REFUSAL_CODES),
  /** Plain words, e.g. "CSC 301 needs CSC 201 passed first." */
  Message: z.string(),
  CourseCode: z.string().nullable(),
  SectionId: z.number().int().nullable(),
});
export type RuleRefusal = z.infer<typeof ruleRefusal>;

/** A window of the current term, as the pages show it (ISO instants). */
export const advisingWindow = z.object({
  Kind: advisingWindowKind,
  OpensAt: z.string(),
  ClosesAt: z.string(),
});
export type AdvisingWindow = z.infer<typeof advisingWindow>;
