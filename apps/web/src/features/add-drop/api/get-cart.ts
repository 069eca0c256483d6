import { addDrop, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CART_KEY } from './keys';

const call = addDrop.getCart;

/** Pending changes, the resulting timetable and credits, and what Save would refuse. */
export function getCart(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function cartQueryOptions() {
  return queryOptions({ queryKey: CART_KEY, queryFn: ({ signal }) => getCart(signal) });
}

export function useCart() {
  return useQuery(cartQueryOptions());
}
