import type { TicketWindows } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/Registration/GetTicketWindows (registrar): the term's registration windows with their blocks. */
export function getTicketWindows(signal?: AbortSignal): Promise<TicketWindows> {
  return api.get<TicketWindows>('portal', '/api/Registration/GetTicketWindows', { signal });
}

export const TICKET_WINDOWS_QUERY_KEY = ['registration', 'ticket-windows'] as const;

export function useTicketWindows() {
  return useQuery(
    queryOptions({ queryKey: TICKET_WINDOWS_QUERY_KEY, queryFn: ({ signal }) => getTicketWindows(signal) }),
  );
}
