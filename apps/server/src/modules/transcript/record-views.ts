import { academicRecord, type AcademicRecord, type RecordedAttempt } from './academic-record.js';
import type { GradeScale } from '../registration/grade-scale.js';
import type { TranscriptAttempt } from './record-queries.js';

export type StudentRecord = AcademicRecord<TranscriptAttempt>;
export type RecordedTranscriptAttempt = RecordedAttempt<TranscriptAttempt>;

/** One term of a student's record: its attempts, and the record as it stood at the term's end. */
export interface TermView {
  termId: number;
  /** The term's first attempt, for what every attempt of the term shares (code, names, publication). */
  first: TranscriptAttempt;
  attempts: RecordedTranscriptAttempt[];
  upTo: StudentRecord;
}

/** The record as it stood at the end of the term `first` belongs to (later terms left out). */
function viewOf(
  record: StudentRecord,
  scale: GradeScale,
  first: RecordedTranscriptAttempt,
  attempts: RecordedTranscriptAttempt[],
): TermView {
  const upTo = academicRecord(
    record.attempts
      .filter((row) => row.attempt.termOrder <= first.attempt.termOrder)
      .map((row) => row.attempt),
    scale,
  );
  return { termId: first.attempt.termId, first: first.attempt, attempts, upTo };
}

/** The student's terms, oldest first, each with the cumulative record up to and including it. */
export function termViews(record: StudentRecord, scale: GradeScale): TermView[] {
  const byTerm = new Map<number, RecordedTranscriptAttempt[]>();
  for (const row of record.attempts) {
    const list = byTerm.get(row.attempt.termId) ?? [];
    list.push(row);
    byTerm.set(row.attempt.termId, list);
  }
  const views: TermView[] = [];
  for (const attempts of byTerm.values()) {
    const [first] = attempts;
    if (first) views.push(viewOf(record, scale, first, attempts));
  }
  return views;
}

/**
 * One term's view, or undefined when the student sat nothing that term. A semester's transcript needs
 * only its own term, so the record is recomputed once rather than once per term.
 */
export function termView(record: StudentRecord, scale: GradeScale, termId: number): TermView | undefined {
  const attempts = record.attempts.filter((row) => row.attempt.termId === termId);
  const [first] = attempts;
  return first && viewOf(record, scale, first, attempts);
}

/** A second or later attempt of its course. */
export function isRetake(record: StudentRecord, attempt: TranscriptAttempt): boolean {
  return record.attempts.some(
    ({ attempt: earlier }) => earlier.courseId === attempt.courseId && earlier.termOrder < attempt.termOrder,
  );
}
