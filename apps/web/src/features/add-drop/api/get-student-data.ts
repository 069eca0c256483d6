import { addDrop, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADD_DROP_KEY } from './keys';

const call = addDrop.getStudentData;

/** Standing, credits held now, this term's limits and the add/drop window. */
export function getStudentData(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function studentDataQueryOptions() {
  return queryOptions({
    queryKey: [...ADD_DROP_KEY, 'student-data'],
    queryFn: ({ signal }) => getStudentData(signal),
  });
}

export function useStudentData() {
  return useQuery(studentDataQueryOptions());
}
