import { addDrop, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADD_DROP_KEY } from './keys';

const call = addDrop.save;

/** The whole cart at once, or nothing (a refusal names every change that failed). */
export function saveAddDrop(version: number): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: { Version: version } });
}

export function useSaveAddDrop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddDrop,
    // Saved or not, seats and the cart may have moved: read everything again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADD_DROP_KEY }),
  });
}
