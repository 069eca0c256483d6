import type { OrderOffice } from '@portal/contract';
import { orders, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ORDER_LIST_KEY } from './keys';

const call = orders.getStudentOrders;

/** The most recent requests a page about one office shows (the `sso` page: the IT desk's). */
export const OFFICE_REQUESTS_SHOWN = 20;

/** The student's requests to one office, newest first. */
export function getOfficeRequests(
  office: OrderOffice,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { Office: office, Page: 1, PageSize: OFFICE_REQUESTS_SHOWN }, signal });
}

export function officeRequestsQueryOptions(office: OrderOffice) {
  return queryOptions({
    // Under the list's key: a filed or moved request refreshes this list too.
    queryKey: [...ORDER_LIST_KEY, 'office', office],
    queryFn: ({ signal }) => getOfficeRequests(office, signal),
  });
}

export function useOfficeRequests(office: OrderOffice) {
  return useQuery(officeRequestsQueryOptions(office));
}
