import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { envelope, getEvaluationReportResponse, type StudentEvaluation } from '@portal/contract';
import { openSecretBox } from '../../platform/crypto/secret-keys.js';
import type { DatabaseHandle } from '../../platform/db/client.js';
import {
  buildEvaluationQuestion,
  buildInstructor,
  buildRegistration,
  buildSection,
  buildStaffMember,
  buildStudent,
  buildTerm,
  buildTermWindow,
} from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { termWindows } from '../academic/schema.js';
import { RELEASE_GRACE_MS } from './anonymity.js';
import { releaseHeldAnswers, type ReleaseLog } from './release.js';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/**
 * A current term with its evaluation window open and a questionnaire (a course score, a required and an
 * optional course comment, an instructor score and an optional instructor comment), and what the
 * anonymity tests do with it: students who submit, the window closed or opened, the release, the report.
 */
export async function evaluationWorld(app: FastifyInstance, handle: DatabaseHandle) {
  const db = handle.db;
  const term = await buildTerm(db, { isCurrent: true });
  const window = await buildTermWindow(db, { termId: term.id, kind: 'evaluation' });
  const termId = term.id;
  const question = {
    courseScore: (await buildEvaluationQuestion(db, { termId, position: 1 })).id,
    courseComment: (await buildEvaluationQuestion(db, { termId, position: 2, kind: 'text' })).id,
    optionalComment: (
      await buildEvaluationQuestion(db, { termId, position: 3, kind: 'text', required: false })
    ).id,
    instructorScore: (await buildEvaluationQuestion(db, { termId, categoryId: 2, position: 1 })).id,
    instructorComment: (
      await buildEvaluationQuestion(db, {
        termId,
        categoryId: 2,
        position: 2,
        kind: 'text',
        required: false,
      })
    ).id,
  };
  const { box } = await openSecretBox(db, app.config.secretKeys);
  const quality = await buildStaffMember(db, { roles: ['quality'] });

  /** A section of the term with its instructor. */
  async function section() {
    const instructor = await buildInstructor(db);
    const built = await buildSection(db, { termId, instructorId: instructor.id });
    return { id: built.id, instructorId: instructor.id };
  }

  /** A student registered in the section, signed in. */
  async function student(sectionId: number) {
    const built = await buildStudent(db);
    await buildRegistration(db, { studentId: built.id, sectionId });
    return { ...built, headers: await studentAuthorization(app, built) };
  }

  /** One section's answers: a course score and comment, the instructor's score and an optional comment. */
  function evaluation(
    target: { id: number; instructorId: number },
    answers: { score?: number; comment?: string; instructorComment?: string } = {},
  ): StudentEvaluation {
    return {
      SectionId: target.id,
      CourseAnswers: [
        { QuestionId: question.courseScore, Score: answers.score ?? 4 },
        { QuestionId: question.courseComment, Comment: answers.comment ?? 'Clear lectures.' },
      ],
      Instructors: [
        {
          InstructorId: target.instructorId,
          Answers: [
            { QuestionId: question.instructorScore, Score: 5 },
            ...(answers.instructorComment === undefined
              ? []
              : [{ QuestionId: question.instructorComment, Comment: answers.instructorComment }]),
          ],
        },
      ],
    };
  }

  async function submit(headers: { authorization: string }, payload: StudentEvaluation) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Evaluation/InsertStudentEvaluation',
      headers,
      payload,
    });
    return response;
  }

  /** The quality office's report of this term: the envelope as it came. */
  async function report() {
    const response = await app.inject({
      method: 'GET',
      url: `/api/Evaluation/GetEvaluationReport?termCode=${term.code}`,
      headers: await staffAuthorization(app, quality),
    });
    return envelope(getEvaluationReportResponse.nullable()).parse(response.json());
  }

  async function setWindow(opensAt: Date, closesAt: Date) {
    await db.update(termWindows).set({ opensAt, closesAt }).where(eq(termWindows.id, window.id));
  }
  /** The window as the factory opened it: from an hour ago for a week. */
  const open = () => setWindow(new Date(Date.now() - HOUR), new Date(Date.now() + 7 * DAY));
  /** Closed `ago` milliseconds ago (by default long enough for the release). */
  const close = (ago = RELEASE_GRACE_MS + HOUR) =>
    setWindow(new Date(Date.now() - 2 * DAY), new Date(Date.now() - ago));

  const quietLog: ReleaseLog = { error: () => undefined };
  const release = (log: ReleaseLog = quietLog, now = new Date()) => releaseHeldAnswers(db, box, log, now);

  return { term, question, box, section, student, evaluation, submit, report, open, close, release };
}
