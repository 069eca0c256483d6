import { ordersOffice, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ORDER_TYPE_DEFINITIONS_KEY } from './keys';

const call = ordersOffice.getOrderTypeDefinitions;

export function getOrderTypeDefinitions(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function orderTypeDefinitionsQueryOptions() {
  return queryOptions({
    queryKey: ORDER_TYPE_DEFINITIONS_KEY,
    queryFn: ({ signal }) => getOrderTypeDefinitions(signal),
    staleTime: 0,
  });
}

export function useOrderTypeDefinitions() {
  return useQuery(orderTypeDefinitionsQueryOptions());
}
