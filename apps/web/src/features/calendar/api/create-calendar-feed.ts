import { calendar, type ResponseOf } from '@portal/contract/calls';
import type { CalendarFeedStatus } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CALENDAR_FEED_QUERY_KEY } from './get-calendar-feed';

const call = calendar.createCalendarFeed;

/**
 * A new private link, replacing the one made at `replacing` (null:
 * none yet). The answer is the only time the link is shown.
 */
export function createCalendarFeed(replacing: string | null): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: { Replacing: replacing } });
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (links) => {
      queryClient.setQueryData<CalendarFeedStatus>(CALENDAR_FEED_QUERY_KEY, {
        Active: true,
        CreatedAt: links.CreatedAt,
      });
    },
  });
}
