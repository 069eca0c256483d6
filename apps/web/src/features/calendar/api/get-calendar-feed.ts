import { calendar, type ResponseOf } from '@portal/contract/calls';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = calendar.getCalendarFeed;

/** Whether the student has a private calendar link (never the link). */
export function getCalendarFeed(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export const CALENDAR_FEED_QUERY_KEY = ['calendar', 'feed'] as const;

export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: CALENDAR_FEED_QUERY_KEY,
    queryFn: ({ signal }) => getCalendarFeed(signal),
    enabled,
  });
}
