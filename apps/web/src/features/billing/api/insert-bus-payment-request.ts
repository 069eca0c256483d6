import { fees, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invoiceKey } from './keys';

const call = fees.insertBusPaymentRequest;

/** An invoice for what is left of this term's bus charge; asked again while open, the same one. */
export function insertBusPaymentRequest(): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: {} });
}

export function useInsertBusPaymentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertBusPaymentRequest,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceKey(invoice.PaymentInvoiceRequestId), invoice);
    },
  });
}
