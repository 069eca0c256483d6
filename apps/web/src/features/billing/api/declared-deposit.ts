import { billing } from '@portal/contract/calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { BILLING_KEY } from './keys';

/** The deposit the student declared for one invoice (null: none yet). */
export function declaredDepositKey(invoiceId: number) {
  return [...BILLING_KEY, 'declared-deposit', invoiceId] as const;
}

export function useDeclaredDeposit(invoiceId: number) {
  return useQuery({
    queryKey: declaredDepositKey(invoiceId),
    queryFn: ({ signal }) =>
      api.call(billing.getStudentPaymentTransaction, {
        query: { PaymentInvoiceRequestId: invoiceId },
        signal,
      }),
  });
}

export interface DepositDeclaration {
  invoiceId: number;
  bankId: number;
  depositNumber: string;
  depositedOn: string;
  amountPiastres: number;
}

/** Tells finance which deposit the student made; it moves no money, the bank's statement does. */
export function useDeclareDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ask: DepositDeclaration) =>
      api.call(billing.insertStudentPaymentTransaction, {
        body: {
          BankId: ask.bankId,
          PaymentInvoiceRequestId: ask.invoiceId,
          DepositNumber: ask.depositNumber,
          DepositedOn: ask.depositedOn,
          AmountPiastres: ask.amountPiastres,
        },
      }),
    onSuccess: (declared, ask) => {
      queryClient.setQueryData(declaredDepositKey(ask.invoiceId), declared);
    },
  });
}
