import type { OrderState } from '@portal/contract';
import { orders, type ResponseOf } from '@portal/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ORDER_LIST_KEY } from './keys';

const call = orders.getStudentOrders;

export const ORDERS_PAGE_SIZE = 20;

/** One page of the student's requests, newest first; `state` undefined for all of them. */
export function getStudentOrders(
  state: OrderState | undefined,
  page: number,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  const query = { Page: page, PageSize: ORDERS_PAGE_SIZE, ...(state ? { State: state } : {}) };
  return api.call(call, { query, signal });
}

export function studentOrdersQueryOptions(state: OrderState | undefined, page: number) {
  return queryOptions({
    queryKey: [...ORDER_LIST_KEY, state ?? 'all', page],
    queryFn: ({ signal }) => getStudentOrders(state, page, signal),
    // The page being left stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useStudentOrders(state: OrderState | undefined, page: number) {
  return useQuery(studentOrdersQueryOptions(state, page));
}
