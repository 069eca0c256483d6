import type { placementOffice } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { PLACEMENT_OFFICE_KEY } from './keys';

type Step =
  | typeof placementOffice.closeRound
  | typeof placementOffice.previewRound
  | typeof placementOffice.publishRound;

/** One step on a round (close, preview, publish): the rounds are read again after it. */
export function useRoundStep(call: Step) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { RoundId: number }) => api.call(call, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLACEMENT_OFFICE_KEY }),
  });
}
