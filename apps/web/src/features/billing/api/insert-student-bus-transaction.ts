import { fees, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { INVOICES_KEY } from './keys';

const call = fees.insertStudentBusTransaction;

/** Starts paying the bus invoice: a hosted checkout (card, wallet) or a reference for any outlet. */
export function insertStudentBusTransaction(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

export function useInsertStudentBusTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertStudentBusTransaction,
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: INVOICES_KEY });
    },
  });
}
