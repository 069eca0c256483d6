import type { Database } from '../../platform/db/client.js';
import { evaluationPending, isEvaluationOpen } from './queries.js';

/** IsEvaluationOpened: the current term's evaluation window is open now (the same for every student). */
export function evaluationOpened(db: Database, now: Date): Promise<boolean> {
  return isEvaluationOpen(db, now);
}

/**
 * The start-up gate of spec §4: pending while the window is open and any section the student holds this
 * term has no "has evaluated" fact. Once the window closes nothing is pending, evaluated or not.
 */
export function evaluationRequired(db: Database, studentId: number, now: Date): Promise<boolean> {
  return evaluationPending(db, studentId, now);
}
