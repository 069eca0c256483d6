import { advising, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

const call = advising.getModuleStudentData;

/** The student's figures for group advising, with the group chosen. */
export function getModuleStudentData(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function moduleStudentDataQueryOptions() {
  return queryOptions({
    queryKey: [...ADVISING_KEY, 'module-student'],
    queryFn: ({ signal }) => getModuleStudentData(signal),
  });
}

export function useModuleStudentData() {
  return useQuery(moduleStudentDataQueryOptions());
}
