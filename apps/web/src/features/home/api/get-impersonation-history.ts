import type { ImpersonationRecord } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/Portal/GetImpersonationHistory: when staff acted as the signed-in student, and why. */
export function getImpersonationHistory(signal?: AbortSignal): Promise<ImpersonationRecord[]> {
  return api.get<ImpersonationRecord[]>('portal', '/api/Portal/GetImpersonationHistory', { signal });
}

export function useImpersonationHistory() {
  return useQuery(
    queryOptions({
      queryKey: ['portal', 'impersonation-history'],
      queryFn: ({ signal }) => getImpersonationHistory(signal),
    }),
  );
}
