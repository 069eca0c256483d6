import { sstp, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SSTP_KEY } from './keys';

const call = sstp.languages;

/** The languages training may be given in. */
export function getLanguages(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function languagesQueryOptions() {
  return queryOptions({
    queryKey: [...SSTP_KEY, 'languages'],
    queryFn: ({ signal }) => getLanguages(signal),
    // A catalogue: it changes between summers, not while a student applies.
    staleTime: 60 * 60_000,
  });
}

export function useLanguages() {
  return useQuery(languagesQueryOptions());
}
