import type { ModuleStudentData } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

/** GET /api/Module/GetStudentData: the student's figures for group advising, with the group chosen. */
export function getModuleStudentData(signal?: AbortSignal): Promise<ModuleStudentData> {
  return api.get<ModuleStudentData>('portal', '/api/Module/GetStudentData', { signal });
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
