import type { StudentCourses } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/Evaluation/GetStudentCourses: this term's registered sections, each evaluated or not. */
export function getStudentCourses(signal?: AbortSignal): Promise<StudentCourses> {
  return api.get<StudentCourses>('portal', '/api/Evaluation/GetStudentCourses', { signal });
}

export const STUDENT_COURSES_QUERY_KEY = ['evaluation', 'courses'] as const;

export function useStudentCourses() {
  return useQuery(
    queryOptions({ queryKey: STUDENT_COURSES_QUERY_KEY, queryFn: ({ signal }) => getStudentCourses(signal) }),
  );
}
