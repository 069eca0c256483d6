import type {
  ExamClash,
  ExamKind,
  ExamSchedule,
  ExamScoring,
  NextExam,
  ScheduledExam,
} from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { currentTermExams, missedFinalsOf, nextExamRow, publishedScores, type ExamRow } from './queries.js';

type HeldExam = ExamRow & { examId: number; kind: ExamKind; startsAt: Date; endsAt: Date };

function held(rows: ExamRow[]): HeldExam[] {
  return rows.filter(
    (row): row is HeldExam =>
      row.examId !== null && row.kind !== null && row.startsAt !== null && row.endsAt !== null,
  );
}

const overlaps = (a: HeldExam, b: HeldExam) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;

/** For each exam, the student's other exams (any kind) that overlap it. */
export function clashesOf(exams: readonly HeldExam[]): Map<number, ExamClash[]> {
  const clashes = new Map<number, ExamClash[]>();
  for (const exam of exams) {
    clashes.set(
      exam.examId,
      exams
        .filter((other) => other.examId !== exam.examId && overlaps(exam, other))
        .map((other) => ({ ExamId: other.examId, Kind: other.kind, CourseCode: other.courseCode ?? '' })),
    );
  }
  return clashes;
}

function scheduled(exam: HeldExam, clashes: Map<number, ExamClash[]>): ScheduledExam {
  return {
    ExamId: exam.examId,
    Kind: exam.kind,
    CourseCode: exam.courseCode ?? '',
    CourseTitleEn: exam.titleEn ?? '',
    CourseTitleAr: exam.titleAr ?? '',
    StartsAt: exam.startsAt.toISOString(),
    EndsAt: exam.endsAt.toISOString(),
    Room: exam.seatRoom ?? exam.examRoom ?? '',
    SeatNo: exam.seatNo,
    ClashesWith: clashes.get(exam.examId) ?? [],
  };
}

function termOf(rows: ExamRow[]) {
  const first = rows[0];
  return first ? { Code: first.termCode, NameEn: first.termNameEn, NameAr: first.termNameAr } : null;
}

/** The student's current-term exams of one kind, soonest first, with clashes against exams of any kind. */
export async function examSchedule(
  db: Database,
  studentId: number,
  kind: ExamKind,
  timeZone: string,
): Promise<ExamSchedule> {
  const rows = await currentTermExams(db, studentId);
  const exams = held(rows);
  const clashes = clashesOf(exams);
  return {
    Kind: kind,
    Term: termOf(rows),
    TimeZone: timeZone,
    Exams: exams.filter((exam) => exam.kind === kind).map((exam) => scheduled(exam, clashes)),
  };
}

/** Every current-term exam of the student, of any kind, in time order (the calendar feed's exams). */
export async function allCurrentExams(db: Database, studentId: number): Promise<ScheduledExam[]> {
  const exams = held(await currentTermExams(db, studentId));
  const clashes = clashesOf(exams);
  return exams.map((exam) => scheduled(exam, clashes));
}

/** The student's next exam of any kind that has not started at `now`. */
export async function nextExamOf(db: Database, studentId: number, now: Date): Promise<NextExam | null> {
  const next = await nextExamRow(db, studentId, now);
  if (!next) return null;
  return {
    ExamId: next.examId,
    Kind: next.kind,
    CourseCode: next.courseCode,
    CourseTitleEn: next.titleEn,
    CourseTitleAr: next.titleAr,
    StartsAt: next.startsAt.toISOString(),
    EndsAt: next.endsAt.toISOString(),
    Room: next.seatRoom ?? next.examRoom,
    SeatNo: next.seatNo,
  };
}

/** Published scores of one kind by term, and this term's exams of that kind still unpublished. */
export async function examScoring(db: Database, studentId: number, kind: ExamKind): Promise<ExamScoring> {
  const [scores, current] = await Promise.all([
    publishedScores(db, studentId, kind),
    currentTermExams(db, studentId),
  ]);
  const terms: ExamScoring['Terms'] = [];
  for (const row of scores) {
    if (row.publishedAt === null) continue;
    let group = terms.find((entry) => entry.Term.Code === row.termCode);
    if (!group) {
      group = { Term: { Code: row.termCode, NameEn: row.termNameEn, NameAr: row.termNameAr }, Scores: [] };
      terms.push(group);
    }
    group.Scores.push({
      ExamId: row.examId,
      CourseCode: row.courseCode,
      CourseTitleEn: row.titleEn,
      CourseTitleAr: row.titleAr,
      Score: row.absent ? null : row.score,
      OutOf: row.maxScore,
      Absent: row.absent,
      PublishedAt: row.publishedAt.toISOString(),
    });
  }
  const pending = held(current).filter((exam) => exam.kind === kind && exam.publishedAt === null);
  return {
    Kind: kind,
    Terms: terms,
    Pending: pending.map((exam) => ({
      ExamId: exam.examId,
      CourseCode: exam.courseCode ?? '',
      CourseTitleEn: exam.titleEn ?? '',
      CourseTitleAr: exam.titleAr ?? '',
      StartsAt: exam.startsAt.toISOString(),
    })),
  };
}

/** The courses of a term whose final exam the student missed (marked absent): student services' make-up list. */
export async function missedFinalCourseIds(
  db: Database,
  studentId: number,
  termId: number,
): Promise<Set<number>> {
  const rows = await missedFinalsOf(db, studentId, termId);
  return new Set(rows.map((row) => row.courseId));
}
