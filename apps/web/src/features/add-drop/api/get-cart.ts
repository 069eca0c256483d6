import type { AddDropCart } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CART_KEY } from './keys';

/** GET /api/AddDrop/GetCart: pending changes, the resulting timetable and credits, and what Save would refuse. */
export function getCart(signal?: AbortSignal): Promise<AddDropCart> {
  return api.get<AddDropCart>('advising', '/api/AddDrop/GetCart', { signal });
}

export function cartQueryOptions() {
  return queryOptions({ queryKey: CART_KEY, queryFn: ({ signal }) => getCart(signal) });
}

export function useCart() {
  return useQuery(cartQueryOptions());
}
