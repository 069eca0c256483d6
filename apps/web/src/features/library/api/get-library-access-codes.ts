import type { LibraryAccessCode } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/Reports/GetLibraryAccessCodes: this term's code, or null until the library issues it. */
export function getLibraryAccessCodes(signal?: AbortSignal): Promise<LibraryAccessCode | null> {
  return api.get<LibraryAccessCode | null>('portal', '/api/Reports/GetLibraryAccessCodes', { signal });
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
