import { international, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rememberApplication } from './application-answer';

const call = international.saveStudentProgram;

/**
 * Starts an application as a draft, or changes a draft's term and ranked partners. The IdempotencyKey is
 * made once per draft on the page: the same key again answers the draft it made (a double tap makes one).
 */
export function saveStudentProgram(input: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: input });
}

export function useSaveStudentProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStudentProgram,
    onSuccess: (application) => {
      rememberApplication(queryClient, application);
    },
  });
}
