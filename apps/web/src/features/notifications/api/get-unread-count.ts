import { notify, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/use-session';
import { UNREAD_COUNT_KEY } from './keys';

const call = notify.getStudentMessagesCount;

export { UNREAD_COUNT_KEY };

/** `ReturnObject` is the number of unread messages. */
export function getUnreadCount(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export const unreadCountQuery = queryOptions({
  queryKey: UNREAD_COUNT_KEY,
  queryFn: ({ signal }) => getUnreadCount(signal),
  // The badge is read on every page; marking read updates it directly (mark-message-read.ts).
  staleTime: 30_000,
});

/**
 * The signed-in student's unread count (the bell's badge, the home tile). Staff have no messages of their
 * own, so nothing is asked for them.
 */
export function useUnreadCount() {
  const { profile } = useSession();
  return useQuery({ ...unreadCountQuery, enabled: profile?.Role === 'student' });
}
