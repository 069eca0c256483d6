import { orders, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { orderKey } from './keys';

const call = orders.getStudentOrder;

/** One of the student's requests in full: answers, documents, fee, the office's note, what to do next. */
export function getStudentOrder(orderId: number, signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { OrderId: orderId }, signal });
}

export function studentOrderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: orderKey(orderId),
    queryFn: ({ signal }) => getStudentOrder(orderId, signal),
  });
}

export function useStudentOrder(orderId: number) {
  return useQuery(studentOrderQueryOptions(orderId));
}
