import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/Portal/CheckAnnocmentIsAccepted: 1 when every must-accept announcement is accepted, else 0. */
export function getAcceptFlag(signal?: AbortSignal): Promise<0 | 1> {
  return api.get<0 | 1>('portal', '/api/Portal/CheckAnnocmentIsAccepted', { signal, catalogue: false });
}

export const ACCEPT_FLAG_QUERY_KEY = ['announcement', 'accept-flag'] as const;

export function acceptFlagQueryOptions() {
  return queryOptions({
    queryKey: ACCEPT_FLAG_QUERY_KEY,
    queryFn: ({ signal }) => getAcceptFlag(signal),
    // Read by the start-up gates on every route change; a new announcement reaches a student within a minute.
    staleTime: 60_000,
  });
}
