import { attendance, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = attendance.getStudentAttendance;

/** This term's attendance per course, with the limits. */
export function getStudentAttendance(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
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
