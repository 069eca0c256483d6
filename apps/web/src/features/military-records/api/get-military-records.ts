import { fees, type QueryOf, type ResponseOf } from '@portal/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { MILITARY_RECORDS_KEY } from './keys';

const call = fees.getMilitaryRecords;
export type MilitaryRecordFilters = Omit<QueryOf<typeof call>, 'Page' | 'PageSize'>;
export const MILITARY_PAGE_SIZE = 25;

export function getMilitaryRecords(
  filters: MilitaryRecordFilters,
  page: number,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { ...filters, Page: page, PageSize: MILITARY_PAGE_SIZE }, signal });
}

export function useMilitaryRecords(filters: MilitaryRecordFilters, page: number) {
  return useQuery(
    queryOptions({
      queryKey: [...MILITARY_RECORDS_KEY, filters, page],
      queryFn: ({ signal }) => getMilitaryRecords(filters, page, signal),
      // The last page stays on screen while the next loads; staff want what is current.
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}
