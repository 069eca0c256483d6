import { trainingOffice, type BodyOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { TRAINING_OFFICE_KEY } from './keys';

const call = trainingOffice.saveCycle;

/** Creates a cycle, or changes an open one (its offers replaced whole); the cycles are read again after it. */
export function useSaveCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof call>) => api.call(call, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAINING_OFFICE_KEY }),
  });
}
