import { billing, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invoiceKey } from './keys';

const call = billing.getInvoicePaymentRequest;

/** One of the student's invoices as it stands now (null: not one of theirs). */
export function getInvoicePaymentRequest(
  invoiceId: number,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { PaymentInvoiceRequestId: invoiceId }, signal });
}

/** How often the page asks while it waits for the provider's confirmation of a payment. */
export const INVOICE_POLL_MS = 3_000;

/**
 * `poll`: read again every few seconds for as long as the invoice is open (the student is back from the
 * provider, whose confirmation reaches the server on its own path). Never persisted: an invoice's state is
 * only worth showing as the server says it now.
 */
export function invoicePaymentRequestQueryOptions(invoiceId: number, poll = false) {
  return queryOptions({
    queryKey: invoiceKey(invoiceId),
    queryFn: ({ signal }) => getInvoicePaymentRequest(invoiceId, signal),
    // The payment request that seeded it was answered a moment ago; a read now would say the same.
    staleTime: 10_000,
    refetchInterval: (query) => (poll && query.state.data?.Status === 'open' ? INVOICE_POLL_MS : false),
  });
}

export function useInvoicePaymentRequest(invoiceId: number, poll = false) {
  return useQuery(invoicePaymentRequestQueryOptions(invoiceId, poll));
}
