import { advising, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { PREVIEW_KEY } from './keys';

const call = advising.getStudentCategories;

/** The study plan, for the courses the builder may combine. */
export function getStudentCategories(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
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
