import { z } from 'zod';
import { DEFAULT_GRADE_SCALE_TEXT, DEFAULT_PASSING_POINTS } from '../modules/registration/grade-scale.js';
import { booleanFlag } from './setting-parsers.js';

/**
 * Grades, the teaching week, the calendar feed, withdrawals, attendance, course evaluation and the push of
 * students' passwords to the university's systems.
 */
export const academicSettings = {
  /** The grade scale: points per letter (W and I never have points); transcripts and advising use it. */
  GRADE_SCALE: z.string().default(DEFAULT_GRADE_SCALE_TEXT),
  /** The lowest grade points that pass a course and earn its credits (1.0 = D). */
  GRADE_PASSING_POINTS: z.coerce.number().min(0).max(5).default(DEFAULT_PASSING_POINTS),
  /** The first day of the university's week on timetables, 0 = Sunday … 6 = Saturday (Egypt: Saturday). */
  UNIVERSITY_WEEK_STARTS_ON: z.coerce.number().int().min(0).max(6).default(6),
  /** Requests per minute one private calendar link may make, and one address may make to the feed. */
  CALENDAR_FEED_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  CALENDAR_FEED_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** Courses a student may withdraw from (W) in one term through the portal. */
  WITHDRAWALS_PER_TERM: z.coerce.number().int().min(0).max(20).default(2),
  /** Unexcused absence, as a percentage of a course's scheduled sessions, that warns / bars from the final exam. */
  ATTENDANCE_WARNING_PERCENT: z.coerce.number().min(1).max(100).default(15),
  ATTENDANCE_DENIAL_PERCENT: z.coerce.number().min(1).max(100).default(25),
  /** How often each instance releases the held answers of closed course evaluations (seconds). */
  EVALUATION_RELEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Whether this instance releases held evaluation answers (instances share the work safely). */
  EVALUATION_RELEASER: booleanFlag.default(true),
  /** How often each instance pushes passwords students set to their systems (seconds). */
  PASSWORD_PUSH_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Whether this instance pushes passwords (instances share the outbox safely). */
  PASSWORD_PUSHER: booleanFlag.default(true),
};
