import { advising, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

const call = advising.getStudentContactDetails;

/** Phone, address, emergency contact and when they were confirmed. */
export function getStudentContactDetails(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function studentContactDetailsQueryOptions() {
  return queryOptions({
    queryKey: [...ADVISING_KEY, 'contact'],
    queryFn: ({ signal }) => getStudentContactDetails(signal),
  });
}

export function useStudentContactDetails() {
  return useQuery(studentContactDetailsQueryOptions());
}
