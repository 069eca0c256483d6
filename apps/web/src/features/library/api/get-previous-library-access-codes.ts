import type { LibraryAccessCode } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/Reports/GetPreviousLibraryAccessCodes: earlier terms' codes, newest first. */
export function getPreviousLibraryAccessCodes(signal?: AbortSignal): Promise<LibraryAccessCode[]> {
  return api.post<LibraryAccessCode[]>(
    'portal',
    '/api/Reports/GetPreviousLibraryAccessCodes',
    {},
    { signal },
  );
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
