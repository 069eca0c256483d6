import { defaultData, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = defaultData.getStudentAuthData;

/** May the student use the portal, and which windows are open. */
export function getStudentAuthData(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function studentAuthDataQueryOptions() {
  return queryOptions({
    queryKey: ['student', 'auth-data'],
    queryFn: ({ signal }) => getStudentAuthData(signal),
    staleTime: 60_000,
  });
}

export function useStudentAuthData(enabled = true) {
  return useQuery({ ...studentAuthDataQueryOptions(), enabled });
}
