import type { StudentGroups } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

/** GET /api/Module/GetStudentGroups: ready-made groups and module elective groups for the student's level. */
export function getStudentGroups(signal?: AbortSignal): Promise<StudentGroups> {
  return api.get<StudentGroups>('portal', '/api/Module/GetStudentGroups', { signal });
}

export function studentGroupsQueryOptions() {
  return queryOptions({
    queryKey: [...ADVISING_KEY, 'groups'],
    queryFn: ({ signal }) => getStudentGroups(signal),
    staleTime: 0,
  });
}

export function useStudentGroups() {
  return useQuery(studentGroupsQueryOptions());
}
