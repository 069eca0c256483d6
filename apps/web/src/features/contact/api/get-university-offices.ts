import { contact, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { OFFICES_KEY } from './keys';

const call = contact.getUniversityOffices;

/** The university's offices with hours, phones, emails and a map link. */
export function getUniversityOffices(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function officesQueryOptions() {
  return queryOptions({
    queryKey: OFFICES_KEY,
    queryFn: ({ signal }) => getUniversityOffices(signal),
    meta: { persist: true },
  });
}

export function useUniversityOffices() {
  return useQuery(officesQueryOptions());
}
