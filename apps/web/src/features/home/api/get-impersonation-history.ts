import { staff, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = staff.getImpersonationHistory;

/** When staff acted as the signed-in student, and why. */
export function getImpersonationHistory(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function useImpersonationHistory() {
  return useQuery(
    queryOptions({
      queryKey: ['portal', 'impersonation-history'],
      queryFn: ({ signal }) => getImpersonationHistory(signal),
    }),
  );
}
