import { orders, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { STUDENT_MAJORS_KEY } from './keys';

const call = orders.getStudentMajors;

/** The student's major, the faculty's majors (which may be declared, and why not) and the latest declaration. */
export function getStudentMajors(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function studentMajorsQueryOptions() {
  return queryOptions({ queryKey: STUDENT_MAJORS_KEY, queryFn: ({ signal }) => getStudentMajors(signal) });
}

export function useStudentMajors(enabled = true) {
  return useQuery({ ...studentMajorsQueryOptions(), enabled });
}
