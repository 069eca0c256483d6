import { calls, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { EVENTS_OFFICE_KEY } from './keys';

const call = calls.academic.getFaculties;

/** The faculties: whose students of a level range, or of a graduation-project day, may register. */
export function getFaculties(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function facultiesQueryOptions() {
  return queryOptions({
    queryKey: [...EVENTS_OFFICE_KEY, 'faculties'],
    queryFn: ({ signal }) => getFaculties(signal),
    staleTime: 60 * 60_000,
  });
}

export function useFaculties() {
  return useQuery(facultiesQueryOptions());
}
