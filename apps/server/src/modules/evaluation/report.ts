import type { EvaluationReport, EvaluationReportRow } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { MINIMUM_RESPONDENTS, RELEASE_GRACE_MS } from './anonymity.js';
import {
  heldForRelease,
  reportTerm,
  termScoreMeans,
  termSubjects,
  unreleasedSections,
} from './report-queries.js';
import { say } from '../../platform/i18n/said.js';

export type ReportOutcome = { kind: 'report'; report: EvaluationReport } | Refused<'423'>;

/** A report row before its scores; `released` is false for a section whose answers stay sealed. */
type Subject = Omit<EvaluationReportRow, 'TermCode' | 'Shown' | 'Questions'> & { released: boolean };

/** Course code, section, then the course before its instructors: the report's order. */
function bySection(a: Subject, b: Subject): number {
  return (
    a.CourseCode.localeCompare(b.CourseCode) ||
    a.SectionNo.localeCompare(b.SectionNo) ||
    (a.InstructorId ?? 0) - (b.InstructorId ?? 0)
  );
}

/** The subjects of sections evaluated by too few to release: the course and its instructor, no scores. */
async function withheldSubjects(db: Database, termId: number): Promise<Subject[]> {
  const rows = await unreleasedSections(db, termId);
  return rows.flatMap((row) => {
    const subject = {
      SectionId: row.sectionId,
      CourseCode: row.courseCode,
      CourseTitleEn: row.courseTitleEn,
      SectionNo: row.sectionNo,
      Respondents: row.respondents,
      released: false,
    };
    const course = { ...subject, InstructorId: null, InstructorNameEn: null };
    if (row.instructorId === null) return [course];
    return [course, { ...subject, InstructorId: row.instructorId, InstructorNameEn: row.instructorNameEn }];
  });
}

/**
 * The quality office's aggregate report of one term: per section's course and per instructor, the number
 * of respondents and, where at least MINIMUM_RESPONDENTS answered, each Likert question's mean.
 *
 * Refused while the term's evaluation is open, and while its answers wait for their release: before then
 * nothing is counted, and a report read before and after one student's submission must show no change. A
 * section evaluated by fewer than MINIMUM_RESPONDENTS is never released; it is listed with no scores.
 */
export async function evaluationReport(
  db: Database,
  termCode: string | undefined,
  options: { now: Date; timeZone: string },
): Promise<ReportOutcome> {
  const { now } = options;
  const term = await reportTerm(db, termCode, now, new Date(now.getTime() - RELEASE_GRACE_MS));
  if (!term) {
    const report = { TermCode: termCode ?? null, MinimumRespondents: MINIMUM_RESPONDENTS, Rows: [] };
    return { kind: 'report', report };
  }
  if (term.opensAt && term.closesAt && term.opensAt <= now && now < term.closesAt) {
    const closes = { at: term.closesAt, timeZone: options.timeZone };
    return refused('423', say('evaluation.reportWhileOpen', { term: term.code, closes }));
  }
  if (await heldForRelease(db, term.id, MINIMUM_RESPONDENTS)) {
    return refused('423', say('evaluation.reportCounting', { term: term.code }));
  }
  const [released, withheld, means] = await Promise.all([
    termSubjects(db, term.id),
    withheldSubjects(db, term.id),
    termScoreMeans(db, term.id, MINIMUM_RESPONDENTS),
  ]);
  const subjects: Subject[] = [
    ...released.map((row) => ({
      SectionId: row.sectionId,
      CourseCode: row.courseCode,
      CourseTitleEn: row.courseTitleEn,
      SectionNo: row.sectionNo,
      InstructorId: row.instructorId,
      InstructorNameEn: row.instructorNameEn,
      Respondents: row.respondents,
      released: true,
    })),
    ...withheld,
  ].sort(bySection);
  const rows = subjects.map(({ released: counted, ...subject }) => {
    const shown = counted && subject.Respondents >= MINIMUM_RESPONDENTS;
    const questions = means
      .filter((mean) => mean.sectionId === subject.SectionId && mean.instructorId === subject.InstructorId)
      .map((mean) => ({
        QuestionId: mean.questionId,
        TextEn: mean.textEn,
        Answers: mean.answers,
        Mean: mean.mean,
      }));
    return { ...subject, TermCode: term.code, Shown: shown, Questions: shown ? questions : [] };
  });
  return {
    kind: 'report',
    report: { TermCode: term.code, MinimumRespondents: MINIMUM_RESPONDENTS, Rows: rows },
  };
}
