import { sstp, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SAVED_DATA_KEY } from './keys';

const call = sstp.checkStudentHasSavedData;

/** The latest cycle, whether the student may apply, and their application with its evaluation. */
export function getSavedData(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function savedDataQueryOptions() {
  return queryOptions({ queryKey: SAVED_DATA_KEY, queryFn: ({ signal }) => getSavedData(signal) });
}

export function useSavedData() {
  return useQuery(savedDataQueryOptions());
}
