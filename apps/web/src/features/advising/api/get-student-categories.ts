import type { StudentCategories } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

/** GET /api/Advising/GetStudentCategories: the study plan's categories with each course's state. */
export function getStudentCategories(signal?: AbortSignal): Promise<StudentCategories> {
  return api.get<StudentCategories>('portal', '/api/Advising/GetStudentCategories', { signal });
}

export function studentCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [...ADVISING_KEY, 'categories'],
    queryFn: ({ signal }) => getStudentCategories(signal),
  });
}

export function useStudentCategories() {
  return useQuery(studentCategoriesQueryOptions());
}
