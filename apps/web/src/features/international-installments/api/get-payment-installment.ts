import type { ProgramPage } from '@portal/contract';
import { international, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceKey } from '../../billing/api/keys';
import { api } from '../../../lib/api';
import { getPaymentInstallmentCurious } from './get-payment-installment-curious';
import { INSTALLMENTS_KEY } from './keys';

const call = international.getPaymentInstallment;

/**
 * The invoice for one installment; the first one chooses the plan for good. The same plan and installment
 * again answers the same open invoice, so a double tap opens one.
 */
export function getPaymentInstallment(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

/** The conference pays through its own call (`_Curious`); every other program page through the plain one. */
const paymentOf = (program: ProgramPage) =>
  program === 'curious' ? getPaymentInstallmentCurious : getPaymentInstallment;

export function usePaymentInstallment(program: ProgramPage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: paymentOf(program),
    onSuccess: (invoice) => {
      // The payment panel reads the invoice by id: seeding it saves a read of what was just answered.
      queryClient.setQueryData(invoiceKey(invoice.PaymentInvoiceRequestId), invoice);
    },
    onSettled: () => {
      // A first payment chose the plan; a refusal may mean the plans changed (another tab paid, it closed).
      void queryClient.invalidateQueries({ queryKey: INSTALLMENTS_KEY });
    },
  });
}
