import type { StudentSchedule } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/Reports/GetStudentSchedule: this term's registered sections, their meetings, the next exam. */
export function getStudentSchedule(signal?: AbortSignal): Promise<StudentSchedule> {
  return api.get<StudentSchedule>('portal', '/api/Reports/GetStudentSchedule', { signal });
}

/** Under the `academic` area: kept for offline reading (lib/query-client.ts), cleared at logout. */
export const STUDENT_SCHEDULE_QUERY_KEY = ['academic', 'schedule'] as const;

export function studentScheduleQueryOptions() {
  return queryOptions({
    queryKey: STUDENT_SCHEDULE_QUERY_KEY,
    queryFn: ({ signal }) => getStudentSchedule(signal),
    staleTime: 5 * 60_000,
  });
}

export function useStudentSchedule() {
  return useQuery(studentScheduleQueryOptions());
}
