import { academicRecord, type AcademicRecord, type RecordedAttempt } from './academic-record.js';
import type { GradeScale } from '../registration/grade-scale.js';
import type { TranscriptAttempt } from './record-queries.js';

export type StudentRecord = AcademicRecord<TranscriptAttempt>;
export type RecordedTranscriptAttempt = RecordedAttempt<TranscriptAttempt>;

/** One term of a student's record: its attempts, and the record as it stood at the term's end. */
export interface TermView {
  termId: number;
  first: RecordedTranscriptAttempt;
  attempts: RecordedTranscriptAttempt[];
  upTo: StudentRecord;
}

/** The student's terms, oldest first, each with the cumulative record up to and including it. */
export function termViews(record: StudentRecord, scale: GradeScale): TermView[] {
  const byTerm = new Map<number, RecordedTranscriptAttempt[]>();
  for (const attempt of record.attempts) {
    const list = byTerm.get(attempt.termId) ?? [];
    list.push(attempt);
    byTerm.set(attempt.termId, list);
  }
  const views: TermView[] = [];
  for (const [termId, attempts] of byTerm) {
    const [first] = attempts;
    if (!first) continue;
    const upTo = academicRecord(
      record.attempts.filter((attempt) => attempt.termOrder <= first.termOrder),
      scale,
    );
    views.push({ termId, first, attempts, upTo });
  }
  return views;
}

/** A second or later attempt of its course. */
export function isRetake(record: StudentRecord, attempt: TranscriptAttempt): boolean {
  return record.attempts.some(
    (earlier) => earlier.courseId === attempt.courseId && earlier.termOrder < attempt.termOrder,
  );
}
