import { notify, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { applyRead } from './mark-message-read';

const call = notify.markAllMessagesRead;

/** Answers the unread count afterwards (0). */
export function markAllMessagesRead(): Promise<ResponseOf<typeof call>> {
  return api.call(call);
}

export function useMarkAllMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllMessagesRead,
    onSuccess: (answer) => {
      applyRead(queryClient, answer.Unread, () => true);
    },
  });
}
