import type { CalendarFeedStatus } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CALENDAR_FEED_QUERY_KEY } from './get-calendar-feed';

/** POST /api/Reports/RevokeCalendarFeed: the private link stops working at once. */
export function revokeCalendarFeed(): Promise<{ Revoked: boolean }> {
  return api.post<{ Revoked: boolean }>('portal', '/api/Reports/RevokeCalendarFeed', {});
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
