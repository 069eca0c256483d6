import { orders, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ORDER_TYPES_KEY } from './keys';

const call = orders.getOrderTypes;

/** Every request type on offer, with its fee and office, and whether this student may file it now. */
export function getOrderTypes(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function orderTypesQueryOptions() {
  return queryOptions({ queryKey: ORDER_TYPES_KEY, queryFn: ({ signal }) => getOrderTypes(signal) });
}

export function useOrderTypes() {
  return useQuery(orderTypesQueryOptions());
}
