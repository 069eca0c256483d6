import { advising, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

const call = advising.updateAdvisingContactData;

/** Replaces the contact data and confirms it for this term. */
export function updateAdvisingContactData(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

export function useUpdateAdvisingContactData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdvisingContactData,
    // The confirmation lifts the "contact data" hold: the validation is asked again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADVISING_KEY }),
  });
}
