import { evaluation, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = evaluation.getStudentCourses;

/** This term's registered sections, each evaluated or not. */
export function getStudentCourses(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export const STUDENT_COURSES_QUERY_KEY = ['evaluation', 'courses'] as const;

export function useStudentCourses() {
  return useQuery(
    queryOptions({ queryKey: STUDENT_COURSES_QUERY_KEY, queryFn: ({ signal }) => getStudentCourses(signal) }),
  );
}
