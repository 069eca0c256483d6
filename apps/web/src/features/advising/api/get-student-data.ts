import { advising, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

const call = advising.getStudentData;

/** Standing, GPA, earned credits and this term's credit limits. */
export function getAdvisingStudentData(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function advisingStudentDataQueryOptions() {
  return queryOptions({
    queryKey: [...ADVISING_KEY, 'student'],
    queryFn: ({ signal }) => getAdvisingStudentData(signal),
  });
}

export function useAdvisingStudentData() {
  return useQuery(advisingStudentDataQueryOptions());
}
