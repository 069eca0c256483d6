import type { PartyEventForStudent } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partyPageKey } from './keys';

/**
 * A call that changes one event of the student's: its answer is that event as it now is, which replaces
 * the page's copy of it, so the other events of the page are not read again.
 */
export function usePartyChange<Input>(call: (input: Input) => Promise<PartyEventForStudent>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (changed) => {
      queryClient.setQueryData<PartyEventForStudent[]>(partyPageKey(changed.Event.Page), (events) =>
        events?.map((entry) => (entry.Event.EventId === changed.Event.EventId ? changed : entry)),
      );
    },
  });
}
