import { tanseek, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SAVED_DATA_KEY } from './keys';

const call = tanseek.saveStudentChoices;

/** Saves the whole ranking; the server answers the saved data, which replaces the page's copy. */
export function saveStudentChoices(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

export function useSaveStudentChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStudentChoices,
    onSuccess: (saved) => {
      queryClient.setQueryData(SAVED_DATA_KEY, saved);
    },
  });
}
