import type { StudentContactDetails } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

/** GET /api/Portal/GetStudentContactDetails: phone, address, emergency contact and when they were confirmed. */
export function getStudentContactDetails(signal?: AbortSignal): Promise<StudentContactDetails> {
  return api.get<StudentContactDetails>('portal', '/api/Portal/GetStudentContactDetails', { signal });
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
