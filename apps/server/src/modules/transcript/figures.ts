import type { RecordFigures, TranscriptCourse, TranscriptTerm } from '@portal/contract';
import type { RecordedAttempt, TermFigures } from './academic-record.js';
import type { TranscriptAttempt } from './record-queries.js';

const NONE: TermFigures = {
  attemptedCredits: 0,
  earnedCredits: 0,
  gpaCredits: 0,
  qualityPoints: 0,
  gpa: null,
};

/** Figures as the contract spells them; quality points to two decimals (sums of x.x × credits drift). */
export function figuresOf(figures: TermFigures | undefined): RecordFigures {
  const shown = figures ?? NONE;
  return {
    AttemptedCredits: shown.attemptedCredits,
    EarnedCredits: shown.earnedCredits,
    GpaCredits: shown.gpaCredits,
    QualityPoints: Math.round(shown.qualityPoints * 100) / 100,
    Gpa: shown.gpa,
  };
}

export function termOf(attempt: TranscriptAttempt): TranscriptTerm {
  return {
    TermId: attempt.termId,
    TermCode: attempt.termCode,
    NameEn: attempt.termNameEn,
    NameAr: attempt.termNameAr,
    IsCurrent: attempt.termIsCurrent,
    GradesPublished: attempt.gradesPublished,
  };
}

const OUTCOME = {
  counted: 'counted',
  repeated: 'replaced',
  withdrawn: 'withdrawn',
  incomplete: 'incomplete',
  in_progress: 'in_progress',
  withheld: 'withheld',
} as const;

export function courseOf(
  { attempt, counts, points, passed }: RecordedAttempt<TranscriptAttempt>,
  retake: boolean,
  canWithdraw: boolean,
): TranscriptCourse {
  return {
    CourseId: attempt.courseId,
    CourseCode: attempt.courseCode,
    TitleEn: attempt.titleEn,
    TitleAr: attempt.titleAr,
    Credits: attempt.credits,
    Grade: attempt.grade,
    Points: points,
    Outcome: OUTCOME[counts],
    Passed: passed,
    Retake: retake,
    WithheldReason: attempt.withheldReason,
    CanWithdraw: canWithdraw,
  };
}
