import { finance, type QueryOf } from '@portal/contract/calls';
import type { FinancePayment } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { FINANCE_PAGE_SIZE } from './get-finance-invoices';
import { FINANCE_PAYMENTS_KEY } from './keys';

const call = finance.getFinancePayments;
export type PaymentFilters = Omit<QueryOf<typeof call>, 'Page' | 'PageSize'>;
export interface PaymentsPage {
  Items: FinancePayment[];
  Total: number;
  Page: number;
  PageSize: number;
}

/** A page of payments; a refusal (a period that ends before it starts) is thrown by the client. */
export async function getFinancePayments(
  filters: PaymentFilters,
  page: number,
  signal?: AbortSignal,
): Promise<PaymentsPage> {
  const answer = await api.call(call, {
    query: { ...filters, Page: page, PageSize: FINANCE_PAGE_SIZE },
    signal,
  });
  return answer;
}

export function financePaymentsQueryOptions(filters: PaymentFilters, page: number) {
  return queryOptions({
    queryKey: [...FINANCE_PAYMENTS_KEY, filters, page],
    queryFn: ({ signal }) => getFinancePayments(filters, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useFinancePayments(filters: PaymentFilters, page: number) {
  return useQuery(financePaymentsQueryOptions(filters, page));
}
