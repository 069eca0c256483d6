import { calendar, type ResponseOf } from '@portal/contract/calls';
import type { CalendarFeedStatus } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CALENDAR_FEED_QUERY_KEY } from './get-calendar-feed';

const call = calendar.revokeCalendarFeed;

/** The private link stops working at once. */
export function revokeCalendarFeed(): Promise<ResponseOf<typeof call>> {
  return api.call(call);
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => {
      queryClient.setQueryData<CalendarFeedStatus>(CALENDAR_FEED_QUERY_KEY, {
        Active: false,
        CreatedAt: null,
      });
    },
  });
}
