import type { SemesterSummary, SemesterTranscript, StudentCourse, WithdrawalState } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { courseOf, figuresOf, termOf } from './figures.js';
import type { GradeScale } from '../registration/grade-scale.js';
import { academicRecordOf } from './record.js';
import { isRetake, termView, termViews, type RecordedTranscriptAttempt } from './record-views.js';
import { currentWithdrawalWindow } from './withdrawal-queries.js';
import { isWindowOpen } from '../academic/term-windows.js';

// What other modules use of this module's internals, so they never import those files directly.
export { earnedCreditsOfEveryone } from './earned-credits.js';
export { academicRecordOf } from './record.js';
export { withdrawLate, type LateWithdrawalOutcome } from './late-withdrawal.js';
export { transcriptFile } from './transcript-file.js';
export { recordTrainingPass, TRAINING_COURSE, type TrainingCreditOutcome } from './training-credit.js';

/** GetSemesters: the student's terms, newest first, each with its own and its cumulative figures. */
export async function semesters(
  db: Database,
  studentId: number,
  scale: GradeScale,
  now: Date,
): Promise<SemesterSummary[]> {
  const record = await academicRecordOf(db, studentId, scale, now);
  return termViews(record, scale)
    .reverse()
    .map((view) => ({
      ...termOf(view.first),
      Term: figuresOf(record.terms.get(view.termId)),
      Cumulative: figuresOf(view.upTo.cumulative),
      Standing: view.upTo.standing,
      Courses: view.attempts.length,
    }));
}

export interface WithdrawalPolicy {
  allowed: number;
}

/** The current term's withdrawal window and allowance, from the record's current-term attempts. */
async function withdrawalOf(
  db: Database,
  attempts: readonly RecordedTranscriptAttempt[],
  policy: WithdrawalPolicy,
  now: Date,
): Promise<WithdrawalState> {
  const window = await currentWithdrawalWindow(db);
  const opensAt = window?.opensAt ?? null;
  const closesAt = window?.closesAt ?? null;
  return {
    Open: isWindowOpen(window, now),
    OpensAt: opensAt?.toISOString() ?? null,
    ClosesAt: closesAt?.toISOString() ?? null,
    Used: attempts.filter(({ attempt }) => attempt.status === 'withdrawn').length,
    Allowed: policy.allowed,
  };
}

/**
 * GetStudentTransriptForSemester: one term's courses with their grades and marks, the term's figures, the
 * cumulative figures and standing at its end; for the current term, the withdrawal window. Null when the
 * student sat nothing that term (whatever the term is: the answer never tells about others).
 */
export async function semesterTranscript(
  db: Database,
  studentId: number,
  termId: number,
  scale: GradeScale,
  policy: WithdrawalPolicy,
  now: Date,
): Promise<SemesterTranscript | null> {
  const record = await academicRecordOf(db, studentId, scale, now);
  const view = termView(record, scale, termId);
  if (!view) return null;
  const { first, attempts: inTerm, upTo } = view;
  const withdrawal = first.termIsCurrent ? await withdrawalOf(db, inTerm, policy, now) : null;
  const registeredNow = inTerm.filter(({ attempt }) => attempt.status === 'registered').length;
  const mayWithdraw =
    withdrawal !== null && withdrawal.Open && withdrawal.Used < withdrawal.Allowed && registeredNow > 1;
  return {
    Term: termOf(first),
    Courses: inTerm.map((row) =>
      courseOf(
        row,
        isRetake(record, row.attempt),
        mayWithdraw && row.attempt.status === 'registered' && row.counts === 'in_progress',
      ),
    ),
    TermFigures: figuresOf(record.terms.get(termId)),
    Cumulative: figuresOf(upTo.cumulative),
    Standing: upTo.standing,
    Withdrawal: withdrawal,
  };
}

/** What became of a course, from its latest attempt. */
function outcomeOf({ counts, passed }: RecordedTranscriptAttempt): StudentCourse['Outcome'] {
  switch (counts) {
    case 'counted':
    case 'repeated':
      return passed ? 'passed' : 'failed';
    default:
      return counts;
  }
}

/** GetStudentCourses: every course the student has taken, with its latest attempt's outcome, by code. */
export async function studentCourses(
  db: Database,
  studentId: number,
  scale: GradeScale,
  now: Date,
): Promise<StudentCourse[]> {
  const record = await academicRecordOf(db, studentId, scale, now);
  const latest = new Map<number, { row: RecordedTranscriptAttempt; attempts: number }>();
  for (const row of record.attempts) {
    const courseId = row.attempt.courseId;
    latest.set(courseId, { row, attempts: (latest.get(courseId)?.attempts ?? 0) + 1 });
  }
  return [...latest.values()]
    .map(({ row, row: { attempt }, attempts }) => ({
      CourseId: attempt.courseId,
      CourseCode: attempt.courseCode,
      TitleEn: attempt.titleEn,
      TitleAr: attempt.titleAr,
      Credits: attempt.credits,
      Attempts: attempts,
      LatestTermCode: attempt.termCode,
      LatestTermNameEn: attempt.termNameEn,
      LatestTermNameAr: attempt.termNameAr,
      Grade: attempt.grade,
      Outcome: outcomeOf(row),
    }))
    .sort((a, b) => a.CourseCode.localeCompare(b.CourseCode));
}
