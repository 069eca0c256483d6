import type { CourseSections } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

/** POST /api/Advising/GetCourseSections: a course's open sections with meetings, instructor and seats left. */
export function getCourseSections(courseId: number, signal?: AbortSignal): Promise<CourseSections> {
  return api.post<CourseSections>(
    'portal',
    '/api/Advising/GetCourseSections',
    { CourseId: courseId },
    { signal },
  );
}

export function courseSectionsQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: [...ADVISING_KEY, 'sections', courseId],
    queryFn: ({ signal }) => getCourseSections(courseId, signal),
    // Seats move fast during advising: always ask again when the course is opened.
    staleTime: 0,
  });
}

export function useCourseSections(courseId: number) {
  return useQuery(courseSectionsQueryOptions(courseId));
}
