import { sstp, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SSTP_KEY } from './keys';

const call = sstp.categories;

/** The kinds of organisation (industry, healthcare, …) the list can be filtered by. */
export function getCategories(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: [...SSTP_KEY, 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    // A catalogue: it changes between summers, not while a student applies.
    staleTime: 60 * 60_000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
