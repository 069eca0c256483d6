import { advising, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

const call = advising.getStudentCategories;

/** The study plan's categories with each course's state. */
export function getStudentCategories(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
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
