import { sstp, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SSTP_KEY } from './keys';

const call = sstp.programs;

/** The training programs of the student's faculty, with their credits and shortest length. */
export function getPrograms(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function programsQueryOptions() {
  return queryOptions({
    queryKey: [...SSTP_KEY, 'programs'],
    queryFn: ({ signal }) => getPrograms(signal),
    // A catalogue: it changes between summers, not while a student applies.
    staleTime: 60 * 60_000,
  });
}

export function usePrograms() {
  return useQuery(programsQueryOptions());
}
