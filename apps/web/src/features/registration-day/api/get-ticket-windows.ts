import { timeTickets, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = timeTickets.getTicketWindows;

/** Registrar: the term's registration windows with their blocks. */
export function getTicketWindows(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export const TICKET_WINDOWS_QUERY_KEY = ['registration', 'ticket-windows'] as const;

export function useTicketWindows() {
  return useQuery(
    queryOptions({ queryKey: TICKET_WINDOWS_QUERY_KEY, queryFn: ({ signal }) => getTicketWindows(signal) }),
  );
}
