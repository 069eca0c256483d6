import { transcript, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { TRANSCRIPT_KEY } from './keys';

const call = transcript.getCoursePreq;

/** A course's requisites and whether the student meets each. */
export function getCoursePreq(courseId: number, signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal, query: { courseId: String(courseId) } });
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
