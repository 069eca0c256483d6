import { announcement, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = announcement.getActiveNotification;

/** The announcements in force for this student, must-accept first. */
export function getActiveAnnouncements(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
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
