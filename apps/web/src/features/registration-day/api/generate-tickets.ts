import type { GenerateTicketsBody, TicketWindow } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { TICKET_WINDOWS_QUERY_KEY } from './get-ticket-windows';
import { LIVE_WINDOW_QUERY_KEY } from './get-live-window';

/** POST /api/Registration/GenerateTickets (registrar): draws a window's tickets, replacing the last draw. */
export function generateTickets(body: GenerateTicketsBody): Promise<TicketWindow> {
  return api.post<TicketWindow>('portal', '/api/Registration/GenerateTickets', body);
}

export function useGenerateTickets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateTickets,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: TICKET_WINDOWS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: LIVE_WINDOW_QUERY_KEY }),
      ]);
    },
  });
}
