import type { EvaluationAnswer, StudentEvaluation } from '@portal/contract';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { Database } from '../../platform/db/client.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { holdSubmission, recordCompletion } from './answer-queries.js';
import { sealSubmission, type SubjectAnswers } from './sealed-answers.js';
import { currentQuestions, sectionInstructors, studentSectionsToEvaluate } from './questionnaire-queries.js';
import { isEvaluationOpen } from './queries.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';

type Question = Awaited<ReturnType<typeof currentQuestions>>[number];

export type SubmissionOutcome = { kind: 'recorded'; sectionId: number; remaining: number } | Refused;

/** Checks one subject's answers against its category's questions; answers them as counters and comments. */
function subjectAnswers(
  instructorId: number | null,
  answers: EvaluationAnswer[],
  questions: Question[],
): SubjectAnswers {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<number>();
  const result: SubjectAnswers = { instructorId, scores: [], comments: [] };
  for (const answer of answers) {
    const question = byId.get(answer.QuestionId);
    if (!question)
      throw new PortalHttpError(422, say('evaluation.notAsked', { question: answer.QuestionId }));
    if (seen.has(question.id)) {
      throw new PortalHttpError(422, say('evaluation.answeredTwice', { question: question.id }));
    }
    seen.add(question.id);
    const comment = answer.Comment?.trim() ?? '';
    if (question.kind === 'likert') {
      if (answer.Score === undefined || comment !== '') {
        throw new PortalHttpError(422, say('evaluation.takesScore', { question: question.id }));
      }
      result.scores.push({ questionId: question.id, score: answer.Score });
    } else {
      if (answer.Score !== undefined) {
        throw new PortalHttpError(422, say('evaluation.takesComment', { question: question.id }));
      }
      if (comment !== '') result.comments.push({ questionId: question.id, comment });
      else seen.delete(question.id);
    }
  }
  const missing = questions.filter((question) => question.required && !seen.has(question.id));
  if (missing.length > 0) {
    const questions = missing.map((question) => String(question.id)).join(', ');
    throw new PortalHttpError(422, say('evaluation.requiredMissing', { questions }));
  }
  return result;
}

/**
 * InsertStudentEvaluation: one section's evaluation, once. Refused while staff act as the student (an
 * opinion is the student's own), outside the window, for a section the student does not hold, and when it
 * was evaluated before. The transaction writes the fact "has evaluated" (student, section, day) and the
 * answers sealed at a fixed length, nothing else: the answers reach the counters and comments only when
 * the section's answers are released together, after the window closes (release.ts).
 */
export async function submitEvaluation(
  db: Database,
  box: SecretBox,
  input: { studentId: number; impersonated: boolean; day: string; evaluation: StudentEvaluation },
  now: Date,
): Promise<SubmissionOutcome> {
  if (input.impersonated) {
    return refused('403', say('evaluation.studentOnly'));
  }
  if (!(await isEvaluationOpen(db, now))) {
    return refused('423', say('evaluation.closed'));
  }
  const sectionId = input.evaluation.SectionId;
  const held = await studentSectionsToEvaluate(db, input.studentId);
  const section = held.find((row) => row.sectionId === sectionId);
  if (!section) {
    return refused('404', say('evaluation.notYourCourse'));
  }
  if (section.evaluated) {
    return refused('409', say('evaluation.done'));
  }
  const questions = await currentQuestions(db);
  const instructorIds = (await sectionInstructors(db, sectionId)).map((instructor) => instructor.id);
  const given = input.evaluation.Instructors.map((instructor) => instructor.InstructorId);
  if (given.length !== instructorIds.length || !instructorIds.every((id) => given.includes(id))) {
    throw new PortalHttpError(422, say('evaluation.instructors'));
  }
  const subjects = [
    subjectAnswers(
      null,
      input.evaluation.CourseAnswers,
      questions.filter((question) => question.categoryId === 1),
    ),
    ...input.evaluation.Instructors.map((instructor) =>
      subjectAnswers(
        instructor.InstructorId,
        instructor.Answers,
        questions.filter((question) => question.categoryId === 2),
      ),
    ),
  ];
  const sealed = sealSubmission(box, sectionId, subjects, questions);
  const recorded = await db.transaction(async (tx) => {
    if (!(await recordCompletion(tx, input.studentId, sectionId, input.day))) return false;
    await holdSubmission(tx, sectionId, sealed);
    return true;
  });
  if (!recorded) {
    return refused('409', say('evaluation.done'));
  }
  const remaining = held.filter((row) => !row.evaluated && row.sectionId !== sectionId).length;
  return { kind: 'recorded', sectionId, remaining };
}
