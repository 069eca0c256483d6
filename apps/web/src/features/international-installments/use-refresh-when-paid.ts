import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useInvoicePaymentRequest } from '../billing/api/get-invoice-payment-request';
import { INSTALLMENTS_KEY } from './api/keys';

/**
 * The installments are read again once the invoice on screen is paid (the student back from the provider,
 * or an outlet payment confirmed while the page waited): the paid installment and the next one due show at
 * once. The invoice is the payment panel's own query, shared, never a second read.
 */
export function useRefreshWhenPaid(invoiceId: number) {
  const queryClient = useQueryClient();
  const status = useInvoicePaymentRequest(invoiceId).data?.Status;
  useEffect(() => {
    if (status === 'paid') void queryClient.invalidateQueries({ queryKey: INSTALLMENTS_KEY });
  }, [status, queryClient]);
}
