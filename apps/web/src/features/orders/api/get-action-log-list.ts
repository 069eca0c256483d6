import { orders, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { orderKey } from './keys';

const call = orders.getActionLogList;

/** A request's history: each move, when, by whom (student, office, portal), with comments. */
export function getActionLogList(orderId: number, signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: { OrderId: orderId }, signal });
}

export function actionLogQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: [...orderKey(orderId), 'log'],
    queryFn: ({ signal }) => getActionLogList(orderId, signal),
  });
}

export function useActionLogList(orderId: number) {
  return useQuery(actionLogQueryOptions(orderId));
}
