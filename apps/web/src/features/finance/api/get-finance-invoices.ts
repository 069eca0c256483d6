import { finance, type QueryOf, type ResponseOf } from '@portal/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { FINANCE_INVOICES_KEY } from './keys';

const call = finance.getFinanceInvoices;
export type InvoiceFilters = Omit<QueryOf<typeof call>, 'Page' | 'PageSize'>;
export const FINANCE_PAGE_SIZE = 25;

export function getFinanceInvoices(
  filters: InvoiceFilters,
  page: number,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { ...filters, Page: page, PageSize: FINANCE_PAGE_SIZE }, signal });
}

export function financeInvoicesQueryOptions(filters: InvoiceFilters, page: number) {
  return queryOptions({
    queryKey: [...FINANCE_INVOICES_KEY, filters, page],
    queryFn: ({ signal }) => getFinanceInvoices(filters, page, signal),
    // Paging keeps the last page on screen while the next loads; staff want what is current.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useFinanceInvoices(filters: InvoiceFilters, page: number) {
  return useQuery(financeInvoicesQueryOptions(filters, page));
}
