import { finance, type QueryOf } from '@portal/contract/calls';
import type { ReconciliationReport } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { RECONCILIATION_KEY } from './keys';

const call = finance.getReconciliationReport;
export type ReconciliationPeriod = QueryOf<typeof call>;

export async function getReconciliationReport(
  period: ReconciliationPeriod,
  signal?: AbortSignal,
): Promise<ReconciliationReport> {
  const answer = await api.call(call, { query: period, signal });
  return answer;
}

export function reconciliationQueryOptions(period: ReconciliationPeriod) {
  return queryOptions({
    queryKey: [...RECONCILIATION_KEY, period],
    queryFn: ({ signal }) => getReconciliationReport(period, signal),
    staleTime: 0,
  });
}

export function useReconciliationReport(period: ReconciliationPeriod) {
  return useQuery(reconciliationQueryOptions(period));
}
