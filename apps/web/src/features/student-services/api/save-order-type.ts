import { ordersOffice, type BodyOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ORDER_TYPE_DEFINITIONS_KEY } from './keys';

const call = ordersOffice.saveOrderType;

export async function saveOrderType(body: BodyOf<typeof call>) {
  return api.call(call, { body });
}

export function useSaveOrderType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrderType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDER_TYPE_DEFINITIONS_KEY }),
  });
}
