import type { Transaction } from '../../platform/db/client.js';
import { evaluationCompletions, evaluationHeldAnswers } from './schema.js';

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
 * Holds one sealed submission until its section's release. It shares the completion's transaction id, which
 * is why it is sealed and of one length: the database sees which student sent a row it cannot read.
 */
export async function holdSubmission(tx: Transaction, sectionId: number, sealed: string) {
  await tx.insert(evaluationHeldAnswers).values({ sectionId, sealed });
}
