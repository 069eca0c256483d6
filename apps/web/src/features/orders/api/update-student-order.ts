import type { StudentOrderAction } from '@portal/contract';
import { orders, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { orderKey } from './keys';
import { rememberOrder } from './order-answer';

const call = orders.updateStudentOrder;

export interface UpdateOrderInput {
  OrderId: number;
  Action: StudentOrderAction;
  /** The version the student saw: a stale one is refused (another tab moved it). */
  Version: number;
  Comment?: string;
}

/** Submits, resubmits after a correction, or withdraws one of the student's requests. */
export function updateStudentOrder(input: UpdateOrderInput): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: input });
}

export function useUpdateStudentOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudentOrder,
    onSuccess: (order) => {
      rememberOrder(queryClient, order);
    },
    // Refused (a stale version, a state that moved): read the request as it stands.
    onError: (_error, input) => queryClient.invalidateQueries({ queryKey: orderKey(input.OrderId) }),
  });
}
