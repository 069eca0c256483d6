import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { applyRead, type UnreadAfterMarking } from './mark-message-read';

/** POST /api/Notify/MarkAllMessagesRead: answers the unread count afterwards (0). */
export function markAllMessagesRead(): Promise<UnreadAfterMarking> {
  return api.post<UnreadAfterMarking>('notify', '/api/Notify/MarkAllMessagesRead');
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
