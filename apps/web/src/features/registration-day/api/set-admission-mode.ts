import { waitingRoom, type ResponseOf } from '@portal/contract/calls';
import type { AdmissionMode } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { LIVE_WINDOW_QUERY_KEY } from './get-live-window';

const call = waitingRoom.setAdmissionMode;

/** Registrar: auto, hold every newcomer in line, or let all in. */
export function setAdmissionMode(mode: AdmissionMode): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: { Mode: mode } });
}

export function useSetAdmissionMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdmissionMode,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: LIVE_WINDOW_QUERY_KEY });
    },
  });
}
