import { orders, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ORDER_TYPES_KEY } from './keys';

const call = orders.getParameterForm;

/** A request type's form: its fields in both languages, with their rules. */
export function getParameterForm(
  orderTypeId: number,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: { OrderTypeId: orderTypeId }, signal });
}

export function parameterFormQueryOptions(orderTypeId: number) {
  return queryOptions({
    queryKey: [...ORDER_TYPES_KEY, orderTypeId, 'form'],
    queryFn: ({ signal }) => getParameterForm(orderTypeId, signal),
  });
}

/** `null` until a type is chosen. */
export function useParameterForm(orderTypeId: number | null) {
  return useQuery({ ...parameterFormQueryOptions(orderTypeId ?? 0), enabled: orderTypeId !== null });
}
