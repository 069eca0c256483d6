import { billing, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { INVOICES_KEY } from './keys';

const call = billing.insertStudentInvoiceTransaction;

/** Starts paying an open invoice: a hosted checkout (card, wallet) or a reference to quote at an outlet. */
export function insertStudentInvoiceTransaction(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

export function useInsertStudentInvoiceTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertStudentInvoiceTransaction,
    onError: () => {
      // Refused because the invoice is no longer open (paid, expired): read it again to show why.
      void queryClient.invalidateQueries({ queryKey: INVOICES_KEY });
    },
  });
}
