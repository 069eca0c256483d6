import { billing, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { invoiceKey } from './keys';

const call = billing.getInstallmentPaymentRequest;

/** The invoice that pays one installment: the same open one when asked again. */
export function getInstallmentPaymentRequest(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

async function requestInstallmentInvoice(body: BodyOf<typeof call>) {
  const invoice = await getInstallmentPaymentRequest(body);
  if (!invoice) throw new ApiError({ kind: 'malformed', httpStatus: 200 });
  return invoice;
}

export function useGetInstallmentPaymentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestInstallmentInvoice,
    onSuccess: (invoice) => {
      // The payment panel reads the invoice by id; seeding it saves a read of what was just answered.
      queryClient.setQueryData(invoiceKey(invoice.PaymentInvoiceRequestId), invoice);
    },
  });
}
