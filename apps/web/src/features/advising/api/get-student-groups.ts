import { advising, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

const call = advising.getStudentGroups;

/** Ready-made groups and module elective groups for the student's level. */
export function getStudentGroups(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
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
