import { petition, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { orderKey } from './keys';

const call = petition.getPetitionInvoice;

/** A request's fee and the invoice to pay it with (opened once, the open one again after). */
export function getPetitionInvoice(orderId: number, signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { OrderId: orderId }, signal });
}

export function petitionInvoiceQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: [...orderKey(orderId), 'invoice'],
    queryFn: ({ signal }) => getPetitionInvoice(orderId, signal),
  });
}

export function usePetitionInvoice(orderId: number) {
  return useQuery(petitionInvoiceQueryOptions(orderId));
}
