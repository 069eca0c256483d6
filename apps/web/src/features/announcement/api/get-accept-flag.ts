import { announcement, type ResponseOf } from '@portal/contract/calls';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = announcement.checkAnnocmentIsAccepted;

/** 1 when every must-accept announcement is accepted, else 0. */
export function getAcceptFlag(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal, catalogue: false });
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
