import { trainingOffice, type BodyOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { TRAINING_OFFICE_KEY } from './keys';

const call = trainingOffice.recordEvaluation;

/** Records the organisation's evaluation of a confirmed training; the applications are read again after it. */
export function useRecordEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof call>) => api.call(call, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAINING_OFFICE_KEY }),
  });
}
