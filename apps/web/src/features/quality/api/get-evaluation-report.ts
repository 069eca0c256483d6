import { evaluation, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';

const call = evaluation.getEvaluationReport;

export const EVALUATION_REPORT_KEY = ['quality', 'report'] as const;

/** The latest evaluated term's aggregates (role quality). */
export function getEvaluationReport(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function evaluationReportQueryOptions() {
  return queryOptions({
    queryKey: EVALUATION_REPORT_KEY,
    queryFn: ({ signal }) => getEvaluationReport(signal),
  });
}

export function useEvaluationReport() {
  return useQuery(evaluationReportQueryOptions());
}

/**
 * The server's refusal (Status "423") while the term's evaluation is open or its answers are being counted:
 * the report is withheld, not failed, and the page says so in its own words.
 */
export function isReportWithheld(error: unknown): boolean {
  return isApiError(error) && error.kind === 'refusal' && error.status === '423';
}
