import type { StudentCategories } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADD_DROP_KEY } from './keys';

/** GET /api/AddDrop/GetStudentCategories: the study plan's categories with each course's state. */
export function getStudentCategories(signal?: AbortSignal): Promise<StudentCategories> {
  return api.get<StudentCategories>('advising', '/api/AddDrop/GetStudentCategories', { signal });
}

export function studentCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [...ADD_DROP_KEY, 'categories'],
    queryFn: ({ signal }) => getStudentCategories(signal),
  });
}

export function useStudentCategories() {
  return useQuery(studentCategoriesQueryOptions());
}
