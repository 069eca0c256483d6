import { placementOffice, type BodyOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { PLACEMENT_OFFICE_KEY } from './keys';

const call = placementOffice.saveRound;

/** Creates a round, or changes an open one (its offers replaced whole); the rounds are read again after it. */
export function useSaveRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof call>) => api.call(call, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLACEMENT_OFFICE_KEY }),
  });
}
