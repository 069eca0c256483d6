import { timeTickets, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { TICKET_WINDOWS_QUERY_KEY } from './get-ticket-windows';
import { LIVE_WINDOW_QUERY_KEY } from './get-live-window';

const call = timeTickets.generateTickets;

/** Registrar: draws a window's tickets, replacing the last draw. */
export function generateTickets(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
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
