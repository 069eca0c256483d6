import type { StudentCategories } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { PREVIEW_KEY } from './keys';

/** GET /api/Advising/GetStudentCategories: the study plan, for the courses the builder may combine. */
export function getStudentCategories(signal?: AbortSignal): Promise<StudentCategories> {
  return api.get<StudentCategories>('advising', '/api/Advising/GetStudentCategories', { signal });
}

export function studentCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [...PREVIEW_KEY, 'categories'],
    queryFn: ({ signal }) => getStudentCategories(signal),
  });
}

export function useStudentCategories(enabled: boolean) {
  return useQuery({ ...studentCategoriesQueryOptions(), enabled });
}
