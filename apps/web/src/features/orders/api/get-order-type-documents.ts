import { orders, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ORDER_TYPES_KEY } from './keys';

const call = orders.getOrderTypeDocuments;

/** A request type's document checklist: what to upload, in which formats, how large. */
export function getOrderTypeDocuments(
  orderTypeId: number,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: { OrderTypeId: orderTypeId }, signal });
}

export function orderTypeDocumentsQueryOptions(orderTypeId: number) {
  return queryOptions({
    queryKey: [...ORDER_TYPES_KEY, orderTypeId, 'documents'],
    queryFn: ({ signal }) => getOrderTypeDocuments(orderTypeId, signal),
  });
}

/** `null` until a type is chosen. */
export function useOrderTypeDocuments(orderTypeId: number | null) {
  return useQuery({ ...orderTypeDocumentsQueryOptions(orderTypeId ?? 0), enabled: orderTypeId !== null });
}
