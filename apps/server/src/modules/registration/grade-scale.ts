import { LETTER_GRADES, type LetterGrade } from './schema.js';
import type { Standing } from '../student/schema.js';

/**
 * A university's grade scale: the grade points of each letter that counts in the GPA, and the lowest
 * points that still pass a course. Letters without points (W, I) never enter a GPA.
 */
export interface GradeScale {
  points: Partial<Record<LetterGrade, number>>;
  /** A graded attempt with at least these points earns the course's credits (D = 1.0 by default). */
  passingPoints: number;
}

/**
 * The default: the common four-point scale of Egyptian private universities (and most US ones).
 * A 4.0, A- 3.7, B+ 3.3, B 3.0, B- 2.7, C+ 2.3, C 2.0, C- 1.7, D+ 1.3, D 1.0, F 0; D passes.
 */
export const DEFAULT_GRADE_SCALE_TEXT =
  'A=4.0,A-=3.7,B+=3.3,B=3.0,B-=2.7,C+=2.3,C=2.0,C-=1.7,D+=1.3,D=1.0,F=0';
export const DEFAULT_PASSING_POINTS = 1;

/** Letters the GRADE_SCALE setting does not list: withdrawal, incomplete, WU (an F's points) and P (no points). */
const UNPOINTED: readonly LetterGrade[] = ['W', 'I', 'WU', 'P'];

/**
 * Parses `A=4.0,A-=3.7,…` (the GRADE_SCALE setting). Every letter of the registrar's list except W and I
 * must appear exactly once, with points between 0 and 5; throws a message naming the problem.
 */
export function parseGradeScale(text: string, passingPoints = DEFAULT_PASSING_POINTS): GradeScale {
  const points: Partial<Record<LetterGrade, number>> = {};
  for (const entry of text.split(',')) {
    const [letter = '', value = ''] = entry.split('=').map((part) => part.trim());
    const known = LETTER_GRADES.find((grade) => grade === letter);
    if (!known || UNPOINTED.includes(known)) throw new Error(`"${letter}" is not a letter grade with points`);
    if (points[known] !== undefined) throw new Error(`"${letter}" is listed twice`);
    const number = Number(value);
    if (value === '' || !Number.isFinite(number) || number < 0 || number > 5) {
      throw new Error(`the points of "${letter}" must be a number from 0 to 5`);
    }
    points[known] = number;
  }
  const missing = LETTER_GRADES.filter((grade) => !UNPOINTED.includes(grade) && points[grade] === undefined);
  if (missing.length > 0) throw new Error(`letters without points: ${missing.join(', ')}`);
  return { points, passingPoints };
}

export const DEFAULT_GRADE_SCALE: GradeScale = parseGradeScale(DEFAULT_GRADE_SCALE_TEXT);

/** Points of a letter on the scale, or null for a letter that never counts in a GPA (W, I, P); WU counts as an F. */
export function gradePointsOf(scale: GradeScale, grade: LetterGrade): number | null {
  if (grade === 'WU') return scale.points.F ?? 0;
  return scale.points[grade] ?? null;
}

/**
 * Academic standing from the cumulative GPA: honours from 3.5, good from 2.0, warning from 1.7, probation
 * below; a student with nothing graded yet is in good standing. The same bands the registrar applies at
 * the end of each term (the demo's standings follow them).
 */
export function standingFromGpa(gpa: number | null): Standing {
  if (gpa === null) return 'good';
  if (gpa >= 3.5) return 'honors';
  if (gpa >= 2) return 'good';
  if (gpa >= 1.7) return 'warning';
  return 'probation';
}
