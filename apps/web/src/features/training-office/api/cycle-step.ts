import type { trainingOffice } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { TRAINING_OFFICE_KEY } from './keys';

type Step =
  typeof trainingOffice.closeCycle | typeof trainingOffice.previewCycle | typeof trainingOffice.publishCycle;

/** One step on a cycle (close, preview, publish): the cycles and applications are read again after it. */
export function useCycleStep(call: Step) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { CycleId: number }) => api.call(call, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAINING_OFFICE_KEY }),
  });
}
