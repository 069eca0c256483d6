import { LETTER_GRADES } from '../modules/registration/schema.js';
import { DEFAULT_GRADE_SCALE } from '../modules/registration/grade-scale.js';
import type { Random } from './random.js';

/** Grades are kept as indexes into LETTER_GRADES while generating; -1 means "registered, no grade yet". */
export const NO_GRADE = -1;
export const GRADE_F = LETTER_GRADES.indexOf('F');
export const GRADE_W = LETTER_GRADES.indexOf('W');
export const GRADE_I = LETTER_GRADES.indexOf('I');

/** Points of a grade index on the default scale (the demo shapes its records with the default). */
export function gradePoints(grade: number): number | undefined {
  const letter = LETTER_GRADES[grade];
  return letter === undefined ? undefined : (DEFAULT_GRADE_SCALE.points[letter] ?? undefined);
}

export function isPassing(grade: number): boolean {
  return grade >= 0 && grade < GRADE_F;
}

/**
 * Lower bounds of a standard-normal score for A … D (anything lower is F), chosen so a cohort lands
 * near 12% A, 9% A-, 11% B+, 13% B, 10% B-, 10% C+, 10% C, 7% C-, 5% D+, 5% D and 8% F.
 */
const THRESHOLDS = [1.175, 0.806, 0.468, 0.126, -0.126, -0.385, -0.674, -0.915, -1.126, -1.405];

/** A letter grade for a student of the given ability (a standard-normal trait) on one course. */
export function drawGrade(random: Random, ability: number): number {
  const score = 0.65 * ability + 0.75 * random.normal();
  const index = THRESHOLDS.findIndex((bound) => score >= bound);
  return index === -1 ? GRADE_F : index;
}
