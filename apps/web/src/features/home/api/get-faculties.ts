import type { Faculty } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/Student/GetFaculties: the faculties with their programs, names in English and Arabic. */
export function getFaculties(signal?: AbortSignal): Promise<Faculty[]> {
  return api.get<Faculty[]>('portal', '/api/Student/GetFaculties', { signal });
}

export function facultiesQueryOptions() {
  return queryOptions({
    queryKey: ['academic', 'faculties'],
    queryFn: ({ signal }) => getFaculties(signal),
  });
}

export function useFaculties() {
  return useQuery(facultiesQueryOptions());
}
