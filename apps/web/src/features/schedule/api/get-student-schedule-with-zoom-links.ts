import { schedule, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = schedule.getStudentScheduleWithZoomLinks;

/** This term's sections with each meeting's online link. */
export function getStudentScheduleWithZoomLinks(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function useStudentScheduleWithZoomLinks() {
  return useQuery(
    queryOptions({
      queryKey: ['academic', 'schedule', 'online-links'],
      queryFn: ({ signal }) => getStudentScheduleWithZoomLinks(signal),
    }),
  );
}
