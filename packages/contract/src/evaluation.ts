import { z } from 'zod';

/** GET /api/Evaluation/IsEvaluationOpened: the current term's evaluation window is open now. */
export const isEvaluationOpenedResponse = z.boolean();

/**
 * GET /api/Evaluation/CheckForEvaluation (spec §4 gate 3): true while the evaluation window is open and
 * the student holds a registered section they have not evaluated yet.
 */
export const checkForEvaluationResponse = z.boolean();
