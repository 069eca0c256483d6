import type { StudentScheduleWithZoomLinks } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/Reports/GetStudentScheduleWithZoomLinks: this term's sections with each meeting's online link. */
export function getStudentScheduleWithZoomLinks(signal?: AbortSignal): Promise<StudentScheduleWithZoomLinks> {
  return api.get<StudentScheduleWithZoomLinks>('portal', '/api/Reports/GetStudentScheduleWithZoomLinks', {
    signal,
  });
}

export function useStudentScheduleWithZoomLinks() {
  return useQuery(
    queryOptions({
      queryKey: ['academic', 'schedule', 'online-links'],
      queryFn: ({ signal }) => getStudentScheduleWithZoomLinks(signal),
      staleTime: 5 * 60_000,
    }),
  );
}
