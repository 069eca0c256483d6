import type { Faculty, SaveAnnouncement, StaffAnnouncement } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const STAFF_ANNOUNCEMENTS_QUERY_KEY = ['announcement', 'staff'] as const;

/** GET /api/Portal/GetAnnouncements (communications office): every announcement, newest first. */
export function useStaffAnnouncements() {
  return useQuery({
    queryKey: STAFF_ANNOUNCEMENTS_QUERY_KEY,
    queryFn: ({ signal }) =>
      api.get<StaffAnnouncement[]>('portal', '/api/Portal/GetAnnouncements', { signal }),
  });
}

/** GET /api/Student/GetFaculties: the faculties and their programs, for choosing an audience. */
export function useFaculties() {
  return useQuery({
    queryKey: ['academic', 'faculties'],
    queryFn: ({ signal }) => api.get<Faculty[]>('portal', '/api/Student/GetFaculties', { signal }),
    staleTime: 60 * 60_000,
  });
}

/** POST SaveAnnouncement (create or edit) and EndAnnouncement; both refresh the list. */
export function useAnnouncementChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: STAFF_ANNOUNCEMENTS_QUERY_KEY });
  const save = useMutation({
    mutationFn: (announcement: SaveAnnouncement) =>
      api.post<StaffAnnouncement>('portal', '/api/Portal/SaveAnnouncement', announcement),
    onSuccess: refresh,
  });
  const end = useMutation({
    mutationFn: (announcementId: number) =>
      api.post<StaffAnnouncement>('portal', '/api/Portal/EndAnnouncement', {
        AnnouncementId: announcementId,
      }),
    onSuccess: refresh,
  });
  return { save, end };
}
