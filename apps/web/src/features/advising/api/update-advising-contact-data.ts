import type { StudentContactDetails, UpdateAdvisingContactDataBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

/** POST /api/Portal/UpdateAdvisingContactData: replaces the contact data and confirms it for this term. */
export function updateAdvisingContactData(
  body: UpdateAdvisingContactDataBody,
): Promise<StudentContactDetails> {
  return api.post<StudentContactDetails>('portal', '/api/Portal/UpdateAdvisingContactData', body);
}

export function useUpdateAdvisingContactData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdvisingContactData,
    // The confirmation lifts the "contact data" hold: the validation is asked again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADVISING_KEY }),
  });
}
