import type { CalendarFeedStatus } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/Reports/GetCalendarFeed: whether the student has a private calendar link (never the link). */
export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeedStatus> {
  return api.get<CalendarFeedStatus>('portal', '/api/Reports/GetCalendarFeed', { signal });
}

export const CALENDAR_FEED_QUERY_KEY = ['calendar', 'feed'] as const;

export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: CALENDAR_FEED_QUERY_KEY,
    queryFn: ({ signal }) => getCalendarFeed(signal),
    enabled,
  });
}
