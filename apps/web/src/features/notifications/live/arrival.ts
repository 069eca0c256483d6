import type { LiveMessage } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { STUDENT_MESSAGES_KEY, UNREAD_COUNT_KEY } from '../api/keys';

/**
 * A message has arrived: the unread count goes up by one at once (the header's badge logic shows it,
 * from 1 after the bell was cleared) and the message lists are refetched. A count not loaded yet is
 * simply asked for.
 */
export function applyArrival(queryClient: QueryClient): void {
  const unread = queryClient.getQueryData<number>(UNREAD_COUNT_KEY);
  if (unread === undefined) void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
  else queryClient.setQueryData(UNREAD_COUNT_KEY, unread + 1);
  void queryClient.invalidateQueries({ queryKey: STUDENT_MESSAGES_KEY });
}

/** What the arrival toast shows: the Arabic of a message the portal wrote itself, else as written. */
export function arrivalWords(message: LiveMessage, language: string): { Title: string; Body: string } {
  return language === 'ar' && message.Arabic ? message.Arabic : message;
}
