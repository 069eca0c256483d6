import type { AddDropStudentData } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADD_DROP_KEY } from './keys';

/** GET /api/AddDrop/GetStudentData: standing, credits held now, this term's limits and the add/drop window. */
export function getStudentData(signal?: AbortSignal): Promise<AddDropStudentData> {
  return api.get<AddDropStudentData>('advising', '/api/AddDrop/GetStudentData', { signal });
}

export function studentDataQueryOptions() {
  return queryOptions({
    queryKey: [...ADD_DROP_KEY, 'student-data'],
    queryFn: ({ signal }) => getStudentData(signal),
  });
}

export function useStudentData() {
  return useQuery(studentDataQueryOptions());
}
