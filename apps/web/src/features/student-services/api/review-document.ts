import { ordersOffice, type BodyOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { answered, keepOfficeOrder } from './office-order-answer';

const call = ordersOffice.reviewDocument;

export async function reviewDocument(body: BodyOf<typeof call>) {
  return answered(await api.call(call, { body }));
}

export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewDocument,
    onSuccess: (order) => {
      keepOfficeOrder(queryClient, order);
    },
  });
}
