import type { EvaluationReport } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { reportTerm, termScoreMeans, termSubjects } from './report-queries.js';

/** Below this many respondents a section's or instructor's answers could point at individuals. */
export const MINIMUM_RESPONDENTS = 5;

/**
 * The quality office's aggregate report of one term: per section's course and per instructor, the number
 * of respondents and, only where at least MINIMUM_RESPONDENTS answered, each Likert question's mean.
 * Groups below the threshold are listed (so the office knows they exist) with no scores at all.
 */
export async function evaluationReport(
  db: Database,
  termCode: string | undefined,
): Promise<EvaluationReport> {
  const term = await reportTerm(db, termCode);
  if (!term) return { TermCode: termCode ?? null, MinimumRespondents: MINIMUM_RESPONDENTS, Rows: [] };
  const [subjects, means] = await Promise.all([
    termSubjects(db, term.id),
    termScoreMeans(db, term.id, MINIMUM_RESPONDENTS),
  ]);
  return {
    TermCode: term.code,
    MinimumRespondents: MINIMUM_RESPONDENTS,
    Rows: subjects.map((subject) => {
      const shown = subject.respondents >= MINIMUM_RESPONDENTS;
      return {
        TermCode: term.code,
        SectionId: subject.sectionId,
        CourseCode: subject.courseCode,
        CourseTitleEn: subject.courseTitleEn,
        SectionNo: subject.sectionNo,
        InstructorId: subject.instructorId,
        InstructorNameEn: subject.instructorNameEn,
        Respondents: subject.respondents,
        Shown: shown,
        Questions: shown
          ? means
              .filter(
                (mean) => mean.sectionId === subject.sectionId && mean.instructorId === subject.instructorId,
              )
              .map((mean) => ({
                QuestionId: mean.questionId,
                TextEn: mean.textEn,
                Answers: mean.answers,
                Mean: mean.mean,
              }))
          : [],
      };
    }),
  };
}
