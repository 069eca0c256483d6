import { EntryClearance } from './entry-clearance.js';
import { STANDINGS, type Standing } from '../student/schema.js';
import type { GradeScale } from '../registration/grade-scale.js';

export interface CreditRange {
  min: number;
  max: number;
}
export type CreditLimitTable = Record<Standing, CreditRange>;

/** A GPA from which the maximum load is raised, whatever the standing (except probation). */
export interface HighGpaRaise {
  gpa: number;
  max: number;
}

export const DEFAULT_CREDIT_LIMITS = 'good:12-18,honors:12-21,warning:9-15,probation:0-12';
export const DEFAULT_HIGH_GPA_RAISE = '3.5:21';

/** Reads CREDIT_LIMITS ("good:12-18,honors:12-21,…"): every standing once, min ≤ max. Throws in plain words. */
export function parseCreditLimits(text: string): CreditLimitTable {
  const found = new Map<string, CreditRange>();
  for (const part of text.split(',')) {
    const match = /^\s*([a-z]+)\s*:\s*(\d{1,2})\s*-\s*(\d{1,2})\s*$/.exec(part);
    if (!match) throw new Error(`"${part.trim()}" is not standing:min-max`);
    const [, standing = '', min = '', max = ''] = match;
    if (!STANDINGS.some((known) => known === standing)) throw new Error(`"${standing}" is not a standing`);
    if (found.has(standing)) throw new Error(`${standing} is listed twice`);
    const range = { min: Number(min), max: Number(max) };
    if (range.min > range.max) throw new Error(`${standing}: ${min} is above ${max}`);
    found.set(standing, range);
  }
  const rangeOf = (standing: Standing): CreditRange => {
    const range = found.get(standing);
    if (!range) throw new Error(`${standing} is missing`);
    return range;
  };
  return {
    good: rangeOf('good'),
    honors: rangeOf('honors'),
    warning: rangeOf('warning'),
    probation: rangeOf('probation'),
  };
}

/** Reads CREDIT_LIMIT_HIGH_GPA ("3.5:21", or "none"). Throws in plain words. */
export function parseHighGpaRaise(text: string): HighGpaRaise | null {
  if (text.trim() === 'none') return null;
  const match = /^\s*(\d(?:\.\d{1,2})?)\s*:\s*(\d{1,2})\s*$/.exec(text);
  if (!match) throw new Error(`"${text}" is not gpa:max credits (e.g. 3.5:21) or none`);
  return { gpa: Number(match[1]), max: Number(match[2]) };
}

/** Everything the registration rules read from configuration. */
export interface RegistrationPolicy {
  scale: GradeScale;
  creditLimits: CreditLimitTable;
  highGpaRaise: HighGpaRaise | null;
  /** Meeting times and window dates in messages are in the university's zone. */
  timeZone: string;
  /** Students recently found clear to register (REGISTRATION_CLEARANCE_SECONDS). */
  entryClearance: EntryClearance;
}

export function registrationPolicy(config: {
  gradeScale: GradeScale;
  CREDIT_LIMITS: string;
  CREDIT_LIMIT_HIGH_GPA: string;
  UNIVERSITY_TIME_ZONE: string;
  REGISTRATION_CLEARANCE_SECONDS: number;
}): RegistrationPolicy {
  return {
    scale: config.gradeScale,
    creditLimits: parseCreditLimits(config.CREDIT_LIMITS),
    highGpaRaise: parseHighGpaRaise(config.CREDIT_LIMIT_HIGH_GPA),
    timeZone: config.UNIVERSITY_TIME_ZONE,
    entryClearance: new EntryClearance(config.REGISTRATION_CLEARANCE_SECONDS),
  };
}

/**
 * The student's credit load limits this term: their standing's range, with the maximum raised for a
 * high cumulative GPA. A student on probation keeps the probation cap whatever the GPA says (probation
 * is decided by the record, and a raise would defeat it).
 */
export function creditLimitsFor(
  policy: RegistrationPolicy,
  standing: Standing,
  gpa: number | null,
): CreditRange {
  const range = policy.creditLimits[standing];
  const raise = policy.highGpaRaise;
  if (standing !== 'probation' && raise && gpa !== null && gpa >= raise.gpa && raise.max > range.max) {
    return { min: range.min, max: raise.max };
  }
  return range;
}
