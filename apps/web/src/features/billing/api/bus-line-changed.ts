import { fees, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { BUS_LINES_KEY } from './fee-keys';
import { STATEMENT_KEY } from './keys';

const call = fees.busLineChanged;

/** Chooses or changes the line and stop: the server credits the old line's charge and raises the new one. */
export function busLineChanged(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

export function useBusLineChanged() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: busLineChanged,
    // Seats left, the subscription and the statement all moved (or a refusal says they may have).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: BUS_LINES_KEY });
      void queryClient.invalidateQueries({ queryKey: STATEMENT_KEY });
    },
  });
}
