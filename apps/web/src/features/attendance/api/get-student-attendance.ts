import type { StudentAttendance } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/Portal/GetStudentAttendance: this term's attendance per course, with the limits. */
export function getStudentAttendance(signal?: AbortSignal): Promise<StudentAttendance> {
  return api.get<StudentAttendance>('portal', '/api/Portal/GetStudentAttendance', { signal });
}

export function studentAttendanceQueryOptions() {
  return queryOptions({
    queryKey: ['attendance'],
    queryFn: ({ signal }) => getStudentAttendance(signal),
    meta: { persist: true },
  });
}

export function useStudentAttendance() {
  return useQuery(studentAttendanceQueryOptions());
}
