import { international, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rememberApplication } from './application-answer';
import { applicationKey } from './keys';

const call = international.updateStudentProgram;

/** Submits (or resubmits), accepts or declines an offer, or withdraws, naming the version the student saw. */
export function updateStudentProgram(input: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: input });
}

export function useUpdateStudentProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudentProgram,
    onSuccess: (application) => {
      rememberApplication(queryClient, application);
    },
    // Refused (a stale version, an offer that expired): read the application as it stands.
    onError: (_error, input) =>
      queryClient.invalidateQueries({ queryKey: applicationKey(input.ApplicationId) }),
  });
}
