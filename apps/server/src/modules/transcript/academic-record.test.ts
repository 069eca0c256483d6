import { describe, expect, it } from 'vitest';
import type { LetterGrade } from '../registration/schema.js';
import { academicRecord, type CourseAttempt } from './academic-record.js';
import { DEFAULT_GRADE_SCALE, parseGradeScale, standingFromGpa } from '../registration/grade-scale.js';

const attempt = (
  termOrder: number,
  courseId: number,
  credits: number,
  grade: LetterGrade | null,
): CourseAttempt => ({ termId: termOrder, termOrder, courseId, credits, grade });

describe('academicRecord', () => {
  it('computes term and cumulative GPA from quality points over graded credits', () => {
    // Term 1: A (4.0 × 3) + B+ (3.3 × 3) + C (2.0 × 2) = 12 + 9.9 + 4 = 25.9 over 8 credits = 3.2375.
    const record = academicRecord(
      [attempt(1, 10, 3, 'A'), attempt(1, 11, 3, 'B+'), attempt(1, 12, 2, 'C')],
      DEFAULT_GRADE_SCALE,
    );
    expect(record.terms.get(1)).toEqual({
      attemptedCredits: 8,
      earnedCredits: 8,
      gpaCredits: 8,
      qualityPoints: 25.9,
      gpa: 3.24,
    });
    expect(record.cumulative.gpa).toBe(3.24);
    expect(record.standing).toBe('good');
  });

  it('keeps a failed attempt in its term but counts only the latest attempt cumulatively (repeat rule)', () => {
    // Term 1: F (0 × 3) + A (4 × 3) = 12 / 6 = 2.00. Term 2: the repeat, B (3 × 3) = 9 / 3 = 3.00.
    // Cumulative: A (12) + B (9) = 21 over 6 credits = 3.50; the F is replaced, its credits attempted once more.
    const record = academicRecord(
      [attempt(1, 20, 3, 'F'), attempt(1, 21, 3, 'A'), attempt(2, 20, 3, 'B')],
      DEFAULT_GRADE_SCALE,
    );
    expect(record.terms.get(1)?.gpa).toBe(2);
    expect(record.terms.get(1)?.earnedCredits).toBe(3);
    expect(record.terms.get(2)?.gpa).toBe(3);
    expect(record.cumulative).toMatchObject({
      attemptedCredits: 9,
      earnedCredits: 6,
      gpaCredits: 6,
      gpa: 3.5,
    });
    expect(record.attempts.map((row) => row.counts)).toEqual(['repeated', 'counted', 'counted']);
    expect(record.standing).toBe('honors');
  });

  it('counts a withdrawal as attempted, never in the GPA, and an incomplete nowhere', () => {
    // B (3 × 3) = 9 / 3 = 3.00; W adds 3 attempted credits; I adds nothing.
    const record = academicRecord(
      [attempt(1, 30, 3, 'B'), attempt(1, 31, 3, 'W'), attempt(1, 32, 4, 'I')],
      DEFAULT_GRADE_SCALE,
    );
    expect(record.cumulative).toEqual({
      attemptedCredits: 6,
      earnedCredits: 3,
      gpaCredits: 3,
      qualityPoints: 9,
      gpa: 3,
    });
    expect(record.attempts.map((row) => row.counts)).toEqual(['counted', 'withdrawn', 'incomplete']);
  });

  it('counts a pass without points (P) as attempted, earned and passed, outside every GPA, once when repeated', () => {
    // B (3 × 3) = 9 / 3 = 3.00 in term 1; the training's P (3 credits) in terms 1 and 2 leaves every GPA alone.
    const record = academicRecord(
      [attempt(1, 40, 3, 'B'), attempt(1, 41, 3, 'P'), attempt(2, 41, 3, 'P')],
      DEFAULT_GRADE_SCALE,
    );
    expect(record.terms.get(1)).toEqual({
      attemptedCredits: 6,
      earnedCredits: 6,
      gpaCredits: 3,
      qualityPoints: 9,
      gpa: 3,
    });
    expect(record.terms.get(2)).toMatchObject({ earnedCredits: 3, gpaCredits: 0, gpa: null });
    expect(record.cumulative).toEqual({
      attemptedCredits: 9,
      earnedCredits: 6,
      gpaCredits: 3,
      qualityPoints: 9,
      gpa: 3,
    });
    expect(record.attempts.map((row) => [row.counts, row.passed])).toEqual([
      ['counted', true],
      ['repeated', true],
      ['counted', true],
    ]);
    expect(record.passedCourseIds.has(41)).toBe(true);
  });

  it('lists in-progress courses apart and leaves them out of every figure', () => {
    const record = academicRecord([attempt(1, 40, 3, 'D'), attempt(2, 41, 3, null)], DEFAULT_GRADE_SCALE);
    expect(record.inProgressCourseIds).toEqual(new Set([41]));
    expect(record.passedCourseIds).toEqual(new Set([40]));
    expect(record.cumulative.gpa).toBe(1);
    expect(record.terms.get(2)).toMatchObject({ attemptedCredits: 0, gpa: null });
    expect(record.standing).toBe('probation');
  });

  it('leaves a withheld grade out of every figure, keeping the earlier attempt counted meanwhile', () => {
    // Term 1: F in course 70 (3 credits). Term 2: the repeat is graded A but withheld.
    const record = academicRecord(
      [attempt(1, 70, 3, 'F'), { ...attempt(2, 70, 3, 'A'), withheld: true }, attempt(2, 71, 3, 'B')],
      DEFAULT_GRADE_SCALE,
    );
    expect(record.attempts.map((row) => row.counts)).toEqual(['counted', 'withheld', 'counted']);
    expect(record.terms.get(2)).toMatchObject({ attemptedCredits: 3, gpaCredits: 3, gpa: 3 });
    // F (0) + B (9) over 6 = 1.5; the withheld A neither passes the course nor earns its credits.
    expect(record.cumulative).toMatchObject({ attemptedCredits: 6, earnedCredits: 3, gpa: 1.5 });
    expect(record.passedCourseIds).toEqual(new Set([71]));
  });

  it('rounds the GPA half up to two decimals from exact quality points', () => {
    // A- (3.7 × 3) + B- (2.7 × 3) + C+ (2.3 × 2) = 11.1 + 8.1 + 4.6 = 23.8 / 8 = 2.975 → 2.98.
    const record = academicRecord(
      [attempt(1, 50, 3, 'A-'), attempt(1, 51, 3, 'B-'), attempt(1, 52, 2, 'C+')],
      DEFAULT_GRADE_SCALE,
    );
    expect(record.cumulative.gpa).toBe(2.98);
  });

  it('follows a configured scale: a D that does not pass earns no credits', () => {
    const strict = parseGradeScale('A=4,A-=3.7,B+=3.3,B=3,B-=2.7,C+=2.3,C=2,C-=1.7,D+=1.3,D=1,F=0', 1.3);
    const record = academicRecord([attempt(1, 60, 3, 'D'), attempt(1, 61, 3, 'D+')], strict);
    expect(record.cumulative.earnedCredits).toBe(3);
    expect(record.passedCourseIds).toEqual(new Set([61]));
  });

  it('has nothing graded for a new student, who is in good standing', () => {
    const record = academicRecord([], DEFAULT_GRADE_SCALE);
    expect(record.cumulative.gpa).toBeNull();
    expect(record.standing).toBe('good');
  });
});

describe('parseGradeScale', () => {
  it('refuses an unknown letter, a repeated one, missing ones and points out of range', () => {
    expect(() => parseGradeScale('A=4,Z=3')).toThrow('"Z" is not a letter grade with points');
    expect(() => parseGradeScale('A=4,A=3')).toThrow('"A" is listed twice');
    expect(() => parseGradeScale('A=4')).toThrow('letters without points: A-, B+');
    expect(() => parseGradeScale('A=9')).toThrow('the points of "A" must be a number from 0 to 5');
    expect(() => parseGradeScale('W=0')).toThrow('"W" is not a letter grade with points');
  });
});

describe('standingFromGpa', () => {
  it('uses the registrar bands', () => {
    expect([3.5, 3.49, 2, 1.99, 1.7, 1.69, null].map(standingFromGpa)).toEqual([
      'honors',
      'good',
      'good',
      'warning',
      'warning',
      'probation',
      'good',
    ]);
  });
});
