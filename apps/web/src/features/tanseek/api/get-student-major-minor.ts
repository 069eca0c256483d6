import { tanseek, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { TANSEEK_KEY } from './keys';

const call = tanseek.getStudentMajorMinor;

/** The student's major now, and the minor Tanseek gave them. */
export function getStudentMajorMinor(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function studentMajorMinorQueryOptions() {
  return queryOptions({
    queryKey: [...TANSEEK_KEY, 'major-minor'],
    queryFn: ({ signal }) => getStudentMajorMinor(signal),
  });
}

export function useStudentMajorMinor() {
  return useQuery(studentMajorMinorQueryOptions());
}
