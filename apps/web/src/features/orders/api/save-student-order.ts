import type { FormAnswers } from '@portal/contract';
import { orders, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rememberOrder } from './order-answer';

const call = orders.saveStudentOrder;

export interface SaveOrderInput {
  OrderTypeId: number;
  /** The draft already made, when its answers change. */
  OrderId?: number;
  Answers: FormAnswers;
  /** Made once per draft on the page: the same key again answers the draft it made (a double tap files one). */
  IdempotencyKey: string;
}

/** Starts a request as a draft, or changes a draft's answers. */
export function saveStudentOrder(input: SaveOrderInput): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: input });
}

export function useSaveStudentOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStudentOrder,
    onSuccess: (order) => {
      rememberOrder(queryClient, order);
    },
  });
}
