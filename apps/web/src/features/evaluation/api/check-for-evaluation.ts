import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/Evaluation/CheckForEvaluation: true while the evaluation window is open and a course is left. */
export function checkForEvaluation(signal?: AbortSignal): Promise<boolean> {
  return api.get<boolean>('portal', '/api/Evaluation/CheckForEvaluation', { signal, catalogue: false });
}

export const EVALUATION_PENDING_QUERY_KEY = ['evaluation', 'pending'] as const;

export function evaluationPendingQueryOptions() {
  return queryOptions({
    queryKey: EVALUATION_PENDING_QUERY_KEY,
    queryFn: ({ signal }) => checkForEvaluation(signal),
    staleTime: 60_000,
  });
}
