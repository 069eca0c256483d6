import { partyOffice, type BodyOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { EVENTS_OFFICE_KEY } from './keys';

const call = partyOffice.saveEvent;

/** Writes a new draft event or edits one at the version read; the events are read again after it. */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof call>) => api.call(call, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_OFFICE_KEY }),
  });
}
