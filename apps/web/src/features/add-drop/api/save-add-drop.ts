import type { AddDropSaveResult } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADD_DROP_KEY } from './keys';

/** POST /api/AddDrop/Save: the whole cart at once, or nothing (a refusal names every change that failed). */
export function saveAddDrop(version: number): Promise<AddDropSaveResult> {
  return api.post<AddDropSaveResult>('advising', '/api/AddDrop/Save', { Version: version });
}

export function useSaveAddDrop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddDrop,
    // Saved or not, seats and the cart may have moved: read everything again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADD_DROP_KEY }),
  });
}
