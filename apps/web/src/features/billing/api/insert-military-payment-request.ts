import { fees, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { MILITARY_KEY } from './fee-keys';
import { invoiceKey } from './keys';

const call = fees.insertMilitaryPaymentRequest;

/** An invoice for what is left of the military-education charge; asked again while open, the same one. */
export function insertMilitaryPaymentRequest(): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: {} });
}

export function useInsertMilitaryPaymentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertMilitaryPaymentRequest,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceKey(invoice.PaymentInvoiceRequestId), invoice);
      void queryClient.invalidateQueries({ queryKey: MILITARY_KEY });
    },
  });
}
