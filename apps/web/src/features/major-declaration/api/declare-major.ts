import type { OrderDetail } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rememberOrder } from '../../orders/api/order-answer';
import { saveStudentOrder } from '../../orders/api/save-student-order';
import { updateStudentOrder } from '../../orders/api/update-student-order';
import { MAJOR_DECLARATION_KEY } from './keys';

export interface DeclareMajorInput {
  OrderTypeId: number;
  /** The type's `major` field (GetStudentMajors' MajorFieldKey). */
  FieldKey: string;
  ProgramId: number;
  /** The declaration's draft when one was left unsent: its answer changes and it is submitted. */
  DraftId?: number;
  /** Made once per declaration on the page: a double tap files one request. */
  IdempotencyKey: string;
}

/**
 * Files a declaration as any request is filed: SaveStudentOrder (the `major` answer) then UpdateStudentOrder
 * `submit`. The server checks the major again at both steps (not competitive, of the faculty).
 */
export async function declareMajor(input: DeclareMajorInput): Promise<OrderDetail> {
  const draft = await saveStudentOrder({
    OrderTypeId: input.OrderTypeId,
    ...(input.DraftId === undefined ? {} : { OrderId: input.DraftId }),
    Answers: { [input.FieldKey]: input.ProgramId },
    IdempotencyKey: input.IdempotencyKey,
  });
  if (draft.State !== 'draft') return draft;
  return updateStudentOrder({ OrderId: draft.OrderId, Action: 'submit', Version: draft.Version });
}

export function useDeclareMajor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declareMajor,
    onSuccess: (order) => {
      rememberOrder(queryClient, order);
    },
    // Filed or refused, the page reads the declaration as it now stands.
    onSettled: () => queryClient.invalidateQueries({ queryKey: MAJOR_DECLARATION_KEY }),
  });
}
