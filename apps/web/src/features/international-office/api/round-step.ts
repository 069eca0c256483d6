import type { AllocationRound } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answered } from './application-answer';
import { INTERNATIONAL_OFFICE_KEY } from './keys';

/**
 * One step of the selection, answering the round as it stands: ranking closes the term's list, a preview
 * stores a draft round, publishing applies it. Each step moves applications, so every list and count of the
 * office refreshes after it.
 */
export function useRoundStep<Body>(send: (body: Body) => Promise<AllocationRound | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body) => answered(await send(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTERNATIONAL_OFFICE_KEY }),
  });
}
