import { library, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = library.getLibraryAccessCodes;

/** This term's code, or null until the library issues it. */
export function getLibraryAccessCodes(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

/** Kept offline too: the code is needed at the library's door, where the network may be poor. */
export function libraryAccessCodesQueryOptions() {
  return queryOptions({
    queryKey: ['library', 'current'],
    queryFn: ({ signal }) => getLibraryAccessCodes(signal),
    meta: { persist: true },
  });
}

export function useLibraryAccessCodes() {
  return useQuery(libraryAccessCodesQueryOptions());
}
