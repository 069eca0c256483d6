import { ordersOffice } from '@portal/contract/calls';
import type { OfficeOrder } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { OFFICE_ORDER_KEY } from './keys';

const call = ordersOffice.getOfficeOrder;

export async function getOfficeOrder(orderId: number, signal?: AbortSignal): Promise<OfficeOrder> {
  return api.call(call, { query: { OrderId: orderId }, signal });
}

export function officeOrderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: [...OFFICE_ORDER_KEY, orderId],
    queryFn: ({ signal }) => getOfficeOrder(orderId, signal),
    staleTime: 0,
  });
}

export function useOfficeOrder(orderId: number) {
  return useQuery(officeOrderQueryOptions(orderId));
}
