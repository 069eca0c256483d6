import { defaultData, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = defaultData.getStudentData;

/** The signed-in student's profile (StudentENName for the welcome line). */
export function getStudentData(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal, catalogue: false });
}

export const STUDENT_DATA_QUERY_KEY = ['student', 'data'] as const;

export function studentDataQueryOptions() {
  return queryOptions({
    queryKey: STUDENT_DATA_QUERY_KEY,
    queryFn: ({ signal }) => getStudentData(signal),
    staleTime: 5 * 60_000,
  });
}

export function useStudentData(enabled = true) {
  return useQuery({ ...studentDataQueryOptions(), enabled });
}
