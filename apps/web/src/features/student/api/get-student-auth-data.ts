import type { StudentAuthData } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/DefaultData/GetStudentAuthData: may the student use the portal, and which windows are open. */
export function getStudentAuthData(signal?: AbortSignal): Promise<StudentAuthData> {
  return api.get<StudentAuthData>('portal', '/api/DefaultData/GetStudentAuthData', { signal });
}

export function studentAuthDataQueryOptions() {
  return queryOptions({
    queryKey: ['student', 'auth-data'],
    queryFn: ({ signal }) => getStudentAuthData(signal),
    staleTime: 60_000,
  });
}

export function useStudentAuthData(enabled = true) {
  return useQuery({ ...studentAuthDataQueryOptions(), enabled });
}
