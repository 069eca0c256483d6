import type { StudentCourse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { TRANSCRIPT_KEY } from './keys';

/** GET /api/Transcript/GetStudentCourses: every course taken, with its latest outcome. */
export function getStudentCourses(signal?: AbortSignal): Promise<StudentCourse[]> {
  return api.get<StudentCourse[]>('portal', '/api/Transcript/GetStudentCourses', { signal });
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
