import { schedule, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = schedule.getStudentSchedule;

/** This term's registered sections, their meetings, the next exam. */
export function getStudentSchedule(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

/** Under the `academic` area: kept for offline reading (lib/query-client.ts), cleared at logout. */
export const STUDENT_SCHEDULE_QUERY_KEY = ['academic', 'schedule'] as const;

export function studentScheduleQueryOptions() {
  return queryOptions({
    queryKey: STUDENT_SCHEDULE_QUERY_KEY,
    queryFn: ({ signal }) => getStudentSchedule(signal),
  });
}

export function useStudentSchedule() {
  return useQuery(studentScheduleQueryOptions());
}
