import { partyOffice, type BodyOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { EVENTS_OFFICE_KEY } from './keys';

const call = partyOffice.moveEvent;

/** Opens, closes or marks held an event at the version read; the events are read again after it. */
export function useMoveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof call>) => api.call(call, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_OFFICE_KEY }),
  });
}
