import { sstp, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SSTP_KEY } from './keys';

const call = sstp.levels;

/** The training levels and the study level each is open from. */
export function getLevels(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function levelsQueryOptions() {
  return queryOptions({
    queryKey: [...SSTP_KEY, 'levels'],
    queryFn: ({ signal }) => getLevels(signal),
    // A catalogue: it changes between summers, not while a student applies.
    staleTime: 60 * 60_000,
  });
}

export function useLevels() {
  return useQuery(levelsQueryOptions());
}
