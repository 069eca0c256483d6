import { notify, type ResponseOf } from '@portal/contract/calls';
import type { z } from 'zod';
import type { unreadAfterMarking } from '@portal/contract';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { StudentMessagesPage } from './get-student-messages';
import { STUDENT_MESSAGES_KEY, UNREAD_COUNT_KEY } from './keys';

const call = notify.markMessageRead;

export type UnreadAfterMarking = z.infer<typeof unreadAfterMarking>;

/** Answers the unread count afterwards. */
export function markMessageRead(messageId: number): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: { MessageId: messageId } });
}

/**
 * After marking: the badge takes the server's count at once, the loaded lists show the message(s) read
 * without a refetch, and the lists are refetched in the background (the read/unread filters change).
 */
export function applyRead(
  queryClient: QueryClient,
  unread: number,
  isMarked: (messageId: number) => boolean,
  readAt = new Date().toISOString(),
) {
  queryClient.setQueryData(UNREAD_COUNT_KEY, unread);
  queryClient.setQueriesData<InfiniteData<StudentMessagesPage>>({ queryKey: STUDENT_MESSAGES_KEY }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            Items: page.Items.map((item) =>
              !item.IsRead && isMarked(item.MessageId) ? { ...item, IsRead: true, ReadAt: readAt } : item,
            ),
          })),
        }
      : data,
  );
  void queryClient.invalidateQueries({ queryKey: STUDENT_MESSAGES_KEY, refetchType: 'none' });
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: (answer, messageId) => {
      applyRead(queryClient, answer.Unread, (id) => id === messageId);
    },
  });
}
