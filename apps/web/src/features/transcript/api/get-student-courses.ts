import { transcript, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { TRANSCRIPT_KEY } from './keys';

const call = transcript.getStudentCourses;

/** Every course taken, with its latest outcome. */
export function getStudentCourses(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function studentCoursesQueryOptions() {
  return queryOptions({
    queryKey: [...TRANSCRIPT_KEY, 'courses'],
    queryFn: ({ signal }) => getStudentCourses(signal),
    meta: { persist: true },
  });
}

export function useStudentCourses(enabled: boolean) {
  return useQuery({ ...studentCoursesQueryOptions(), enabled });
}
