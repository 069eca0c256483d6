import { internationalOffice, type QueryOf, type ResponseOf } from '@portal/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { OFFICE_APPLICATIONS_KEY } from './keys';

const call = internationalOffice.getApplications;
export type ApplicationFilters = Omit<QueryOf<typeof call>, 'Page' | 'PageSize'>;
export type OfficeApplicationRow = ResponseOf<typeof call>['Items'][number];
export const APPLICATIONS_PAGE_SIZE = 25;

export function getApplications(
  filters: ApplicationFilters,
  page: number,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { ...filters, Page: page, PageSize: APPLICATIONS_PAGE_SIZE }, signal });
}

export function applicationsQueryOptions(filters: ApplicationFilters, page: number) {
  return queryOptions({
    queryKey: [...OFFICE_APPLICATIONS_KEY, filters, page],
    queryFn: ({ signal }) => getApplications(filters, page, signal),
    // Paging keeps the last page on screen while the next loads; the office wants what is current.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useApplications(filters: ApplicationFilters, page: number) {
  return useQuery(applicationsQueryOptions(filters, page));
}
