import { evaluation, type ResponseOf } from '@portal/contract/calls';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = evaluation.checkForEvaluation;

/** True while the evaluation window is open and a course is left. */
export function checkForEvaluation(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal, catalogue: false });
}

export const EVALUATION_PENDING_QUERY_KEY = ['evaluation', 'pending'] as const;

export function evaluationPendingQueryOptions() {
  return queryOptions({
    queryKey: EVALUATION_PENDING_QUERY_KEY,
    queryFn: ({ signal }) => checkForEvaluation(signal),
    staleTime: 60_000,
  });
}
