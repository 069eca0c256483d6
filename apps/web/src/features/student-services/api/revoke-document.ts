import { ordersOffice, type BodyOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { answered, keepOfficeOrder } from './office-order-answer';

const call = ordersOffice.revokeDocument;

export async function revokeDocument(body: BodyOf<typeof call>) {
  return answered(await api.call(call, { body }));
}

export function useRevokeDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeDocument,
    onSuccess: (order) => {
      keepOfficeOrder(queryClient, order);
    },
  });
}
