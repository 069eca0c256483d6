import { sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.js';
import { evaluationComments, evaluationCompletions, evaluationScores, evaluationTallies } from './schema.js';

/** One subject's anonymous answers: the course (instructorId null) or one instructor of the section. */
export interface SubjectAnswers {
  instructorId: number | null;
  scores: { questionId: number; score: number }[];
  comments: { questionId: number; comment: string }[];
}

/**
 * Records the "has evaluated" fact; false when it already stood (a second submission). It runs first in
 * the transaction, so a concurrent double submission waits on the primary key and then finds it.
 */
export async function recordCompletion(tx: Transaction, studentId: number, sectionId: number, day: string) {
  const inserted = await tx
    .insert(evaluationCompletions)
    .values({ studentId, sectionId, evaluatedOn: day })
    .onConflictDoNothing()
    .returning({ sectionId: evaluationCompletions.sectionId });
  return inserted.length > 0;
}

/**
 * Adds one submission's answers without a trace of who gave them: counters go up (no row of its own), and
 * comments are stored sorted by their text, not in the order given, with nothing but the subject.
 */
export async function addAnonymousAnswers(tx: Transaction, sectionId: number, subjects: SubjectAnswers[]) {
  for (const subject of subjects) {
    await tx
      .insert(evaluationTallies)
      .values({ sectionId, instructorId: subject.instructorId, respondents: 1 })
      .onConflictDoUpdate({
        target: [evaluationTallies.sectionId, evaluationTallies.instructorId],
        set: { respondents: sql`${evaluationTallies.respondents} + 1` },
      });
    if (subject.scores.length > 0) {
      await tx
        .insert(evaluationScores)
        .values(
          subject.scores.map((answer) => ({
            sectionId,
            instructorId: subject.instructorId,
            ...answer,
            answers: 1,
          })),
        )
        .onConflictDoUpdate({
          target: [
            evaluationScores.sectionId,
            evaluationScores.instructorId,
            evaluationScores.questionId,
            evaluationScores.score,
          ],
          set: { answers: sql`${evaluationScores.answers} + 1` },
        });
    }
  }
  const comments = subjects
    .flatMap((subject) =>
      subject.comments.map((answer) => ({ sectionId, instructorId: subject.instructorId, ...answer })),
    )
    .sort((a, b) => a.comment.localeCompare(b.comment));
  if (comments.length > 0) await tx.insert(evaluationComments).values(comments);
}
