import type { LetterGrade } from '../registration/schema.js';
import type { Standing } from '../student/schema.js';
import { gradePointsOf, standingFromGpa, type GradeScale } from '../registration/grade-scale.js';

/** One course a student sat in one term (the lecture registration; labs carry the same grade). */
export interface CourseAttempt {
  termId: number;
  /** Position of the term in time; terms are compared by it, never by id or code. */
  termOrder: number;
  courseId: number;
  credits: number;
  /** Null while the course is in progress or its grade is not published. */
  grade: LetterGrade | null;
  /** The registrar holds the grade back: the attempt counts nowhere until it is released. */
  withheld?: boolean;
}

/** How an attempt counts in the record. */
export type AttemptStanding =
  | 'in_progress'
  /** Graded, and the attempt that counts for this course in the cumulative figures. */
  | 'counted'
  /** Graded, but a later graded attempt of the same course replaced it in the cumulative figures. */
  | 'repeated'
  | 'withdrawn'
  | 'incomplete'
  /** Graded but held back by the registrar: shown without its letter, counted nowhere. */
  | 'withheld';

export interface TermFigures {
  /** Credits of attempts with a final outcome: graded on points, or withdrawn. */
  attemptedCredits: number;
  /** Credits of passed attempts. */
  earnedCredits: number;
  /** Credits that enter the term GPA (graded on points). */
  gpaCredits: number;
  qualityPoints: number;
  /** Null when nothing was graded on points. */
  gpa: number | null;
}

/**
 * An attempt with how it counts. The attempt is held, not copied: spreading a wide row into a new object
 * with more fields took microseconds per row on Node 20 (a profile's hot spot under the transcript calls).
 */
export interface RecordedAttempt<A extends CourseAttempt = CourseAttempt> {
  attempt: A;
  counts: AttemptStanding;
  points: number | null;
  passed: boolean;
}

export interface AcademicRecord<A extends CourseAttempt = CourseAttempt> {
  attempts: RecordedAttempt<A>[];
  terms: Map<number, TermFigures>;
  cumulative: TermFigures;
  standing: Standing;
  /** Courses passed at least once (prerequisites are satisfied by them). */
  passedCourseIds: Set<number>;
  inProgressCourseIds: Set<number>;
}

/** A grade that replaces earlier attempts of its course: one graded on points, or a pass without points. */
const gradedForRepeats = (scale: GradeScale, grade: LetterGrade) =>
  grade === 'P' || gradePointsOf(scale, grade) !== null;

const empty = (): TermFigures => ({
  attemptedCredits: 0,
  earnedCredits: 0,
  gpaCredits: 0,
  qualityPoints: 0,
  gpa: null,
});

/** GPAs are shown with two decimals; computed from exact quality points, then rounded half up. */
function gpaOf(figures: TermFigures): number | null {
  return figures.gpaCredits === 0
    ? null
    : Math.round((figures.qualityPoints / figures.gpaCredits) * 100) / 100;
}

/**
 * The record rules, in one place:
 * - a term's figures count every attempt of that term as it was sat (a failed attempt stays in its term);
 * - cumulatively, when a course was graded more than once only the latest graded attempt counts (the
 *   repeat rule): its points replace the earlier ones in the GPA and its credits are earned once;
 * - W counts as attempted, never in a GPA; I and in-progress courses count nowhere until graded;
 * - P (a pass without points, the summer training) counts as attempted, earned and passed, never in a GPA; it
 *   is a graded attempt for the repeat rule, so a course passed twice earns its credits once;
 * - a withheld grade counts nowhere (not even as attempted) until released; an earlier attempt of the
 *   course keeps counting meanwhile;
 * - earned credits come from attempts with at least the scale's passing points.
 */
export function academicRecord<A extends CourseAttempt>(
  attempts: readonly A[],
  scale: GradeScale,
): AcademicRecord<A> {
  const ordered = [...attempts].sort((a, b) => a.termOrder - b.termOrder || a.courseId - b.courseId);
  const latestGraded = new Map<number, A>();
  for (const attempt of ordered) {
    if (!attempt.withheld && attempt.grade !== null && gradedForRepeats(scale, attempt.grade)) {
      latestGraded.set(attempt.courseId, attempt);
    }
  }

  const terms = new Map<number, TermFigures>();
  const cumulative = empty();
  const passedCourseIds = new Set<number>();
  const inProgressCourseIds = new Set<number>();
  const rows = ordered.map((attempt): RecordedAttempt<A> => {
    const term = terms.get(attempt.termId) ?? empty();
    terms.set(attempt.termId, term);
    if (attempt.withheld) return { attempt, counts: 'withheld', points: null, passed: false };
    if (attempt.grade === null) {
      inProgressCourseIds.add(attempt.courseId);
      return { attempt, counts: 'in_progress', points: null, passed: false };
    }
    if (attempt.grade === 'I') return { attempt, counts: 'incomplete', points: null, passed: false };
    if (attempt.grade === 'W') {
      term.attemptedCredits += attempt.credits;
      cumulative.attemptedCredits += attempt.credits;
      return { attempt, counts: 'withdrawn', points: null, passed: false };
    }
    if (attempt.grade === 'P') {
      const counted = latestGraded.get(attempt.courseId) === attempt;
      term.attemptedCredits += attempt.credits;
      term.earnedCredits += attempt.credits;
      cumulative.attemptedCredits += attempt.credits;
      if (counted) cumulative.earnedCredits += attempt.credits;
      passedCourseIds.add(attempt.courseId);
      return { attempt, counts: counted ? 'counted' : 'repeated', points: null, passed: true };
    }
    const points = gradePointsOf(scale, attempt.grade) ?? 0;
    const passed = points >= scale.passingPoints;
    term.attemptedCredits += attempt.credits;
    term.gpaCredits += attempt.credits;
    term.qualityPoints += points * attempt.credits;
    if (passed) term.earnedCredits += attempt.credits;
    cumulative.attemptedCredits += attempt.credits;
    if (passed) passedCourseIds.add(attempt.courseId);
    const counted = latestGraded.get(attempt.courseId) === attempt;
    if (counted) {
      cumulative.gpaCredits += attempt.credits;
      cumulative.qualityPoints += points * attempt.credits;
      if (passed) cumulative.earnedCredits += attempt.credits;
    }
    return { attempt, counts: counted ? 'counted' : 'repeated', points, passed };
  });

  for (const figures of terms.values()) figures.gpa = gpaOf(figures);
  cumulative.gpa = gpaOf(cumulative);
  return {
    attempts: rows,
    terms,
    cumulative,
    standing: standingFromGpa(cumulative.gpa),
    passedCourseIds,
    inProgressCourseIds,
  };
}
