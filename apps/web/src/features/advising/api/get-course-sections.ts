import { advising, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

const call = advising.getCourseSections;

/** A course's open sections with meetings, instructor and seats left. */
export function getCourseSections(courseId: number, signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: { CourseId: courseId }, signal });
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
