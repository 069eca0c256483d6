import type { CoursePrerequisites } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { TRANSCRIPT_KEY } from './keys';

/** GET /api/Transcript/GetCoursePreq?courseId=: a course's requisites and whether the student meets each. */
export function getCoursePreq(courseId: number, signal?: AbortSignal): Promise<CoursePrerequisites> {
  return api.get<CoursePrerequisites>('portal', '/api/Transcript/GetCoursePreq', {
    signal,
    query: { courseId: String(courseId) },
  });
}

export function coursePreqQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: [...TRANSCRIPT_KEY, 'requisites', courseId],
    queryFn: ({ signal }) => getCoursePreq(courseId, signal),
  });
}

export function useCoursePreq(courseId: number | null) {
  return useQuery({ ...coursePreqQueryOptions(courseId ?? 0), enabled: courseId !== null });
}
