import { tanseek, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SAVED_DATA_KEY } from './keys';

const call = tanseek.getStudentSavedData;

/** The student's round, whether they take part, their saved ranking with its log, and their result. */
export function getStudentSavedData(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function studentSavedDataQueryOptions() {
  return queryOptions({ queryKey: SAVED_DATA_KEY, queryFn: ({ signal }) => getStudentSavedData(signal) });
}

export function useStudentSavedData() {
  return useQuery(studentSavedDataQueryOptions());
}
