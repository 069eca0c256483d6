import type { ActiveAnnouncement } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/Portal/GetActiveNotification: the announcements in force for this student, must-accept first. */
export function getActiveAnnouncements(signal?: AbortSignal): Promise<ActiveAnnouncement[]> {
  return api.get<ActiveAnnouncement[]>('portal', '/api/Portal/GetActiveNotification', { signal });
}

export const ACTIVE_ANNOUNCEMENTS_QUERY_KEY = ['announcement', 'active'] as const;

export function activeAnnouncementsQueryOptions() {
  return queryOptions({
    queryKey: ACTIVE_ANNOUNCEMENTS_QUERY_KEY,
    queryFn: ({ signal }) => getActiveAnnouncements(signal),
  });
}

export function useActiveAnnouncements() {
  return useQuery(activeAnnouncementsQueryOptions());
}
