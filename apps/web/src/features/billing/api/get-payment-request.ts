import { billing, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { invoiceKey } from './keys';

const call = billing.getPaymentRequest;

/**
 * An invoice with its payment reference for what a term owes. Asked again for the same amount while open,
 * the server answers the same invoice, so a double tap never makes two.
 */
export function getPaymentRequest(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

/**
 * The contract lets the answer be null only beside a refusal, which the API client throws; a null with
 * Status 200 would be a broken answer, failed here so the page never waits on an invoice that is not there.
 */
async function requestInvoice(body: BodyOf<typeof call>) {
  const invoice = await getPaymentRequest(body);
  if (!invoice) throw new ApiError({ kind: 'malformed', httpStatus: 200 });
  return invoice;
}

export function useGetPaymentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestInvoice,
    onSuccess: (invoice) => {
      // The payment panel reads the invoice by id; seeding it saves a read of what was just answered.
      queryClient.setQueryData(invoiceKey(invoice.PaymentInvoiceRequestId), invoice);
    },
  });
}
