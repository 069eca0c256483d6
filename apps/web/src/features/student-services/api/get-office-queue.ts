import { ordersOffice, type QueryOf, type ResponseOf } from '@portal/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { OFFICE_QUEUE_KEY } from './keys';

const call = ordersOffice.getOfficeQueue;
export type QueueFilters = Omit<QueryOf<typeof call>, 'Page' | 'PageSize'>;
export const QUEUE_PAGE_SIZE = 25;

export function getOfficeQueue(
  filters: QueueFilters,
  page: number,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { ...filters, Page: page, PageSize: QUEUE_PAGE_SIZE }, signal });
}

export function officeQueueQueryOptions(filters: QueueFilters, page: number) {
  return queryOptions({
    queryKey: [...OFFICE_QUEUE_KEY, filters, page],
    queryFn: ({ signal }) => getOfficeQueue(filters, page, signal),
    // Paging keeps the last page on screen while the next loads; the office wants what is current.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useOfficeQueue(filters: QueueFilters, page: number) {
  return useQuery(officeQueueQueryOptions(filters, page));
}
