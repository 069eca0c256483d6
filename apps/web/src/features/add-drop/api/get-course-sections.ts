import { addDrop, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADD_DROP_KEY } from './keys';

const call = addDrop.getCourseSections;

/** A course's sections this term, their meetings and seats left. */
export function getCourseSections(courseId: number, signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: { CourseId: courseId }, signal });
}

export function courseSectionsQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: [...ADD_DROP_KEY, 'sections', courseId],
    queryFn: ({ signal }) => getCourseSections(courseId, signal),
    // Seats change by the minute in the window: read again whenever the picker opens.
    staleTime: 0,
  });
}

export function useCourseSections(courseId: number | null) {
  return useQuery({ ...courseSectionsQueryOptions(courseId ?? 0), enabled: courseId !== null });
}
