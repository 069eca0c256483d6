import { academic, announcement, type BodyOf } from '@portal/contract/calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const STAFF_ANNOUNCEMENTS_QUERY_KEY = ['announcement', 'staff'] as const;

/** Communications office: every announcement, newest first. */
export function useStaffAnnouncements() {
  return useQuery({
    queryKey: STAFF_ANNOUNCEMENTS_QUERY_KEY,
    queryFn: ({ signal }) => api.call(announcement.getAnnouncements, { signal }),
  });
}

/** The faculties and their programs, for choosing an audience. */
export function useFaculties() {
  return useQuery({
    queryKey: ['academic', 'faculties'],
    queryFn: ({ signal }) => api.call(academic.getFaculties, { signal }),
    staleTime: 60 * 60_000,
  });
}

/** Save (create or edit) and end an announcement; both refresh the list. */
export function useAnnouncementChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: STAFF_ANNOUNCEMENTS_QUERY_KEY });
  const save = useMutation({
    mutationFn: (draft: BodyOf<typeof announcement.saveAnnouncement>) =>
      api.call(announcement.saveAnnouncement, { body: draft }),
    onSuccess: refresh,
  });
  const end = useMutation({
    mutationFn: (announcementId: number) =>
      api.call(announcement.endAnnouncement, { body: { AnnouncementId: announcementId } }),
    onSuccess: refresh,
  });
  return { save, end };
}
