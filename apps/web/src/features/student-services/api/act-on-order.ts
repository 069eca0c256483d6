import { ordersOffice, type BodyOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { answered, keepOfficeOrder } from './office-order-answer';

const call = ordersOffice.actOnOrder;

export async function actOnOrder(body: BodyOf<typeof call>) {
  return answered(await api.call(call, { body }));
}

export function useActOnOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnOrder,
    onSuccess: (order) => {
      keepOfficeOrder(queryClient, order);
    },
  });
}
