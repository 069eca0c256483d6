import { library, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = library.getPreviousLibraryAccessCodes;

/** Earlier terms' codes, newest first. */
export function getPreviousLibraryAccessCodes(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: {}, signal });
}

export function previousLibraryAccessCodesQueryOptions() {
  return queryOptions({
    queryKey: ['library', 'previous'],
    queryFn: ({ signal }) => getPreviousLibraryAccessCodes(signal),
    meta: { persist: true },
  });
}

export function usePreviousLibraryAccessCodes() {
  return useQuery(previousLibraryAccessCodesQueryOptions());
}
