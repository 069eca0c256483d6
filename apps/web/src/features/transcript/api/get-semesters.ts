import { transcript, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { TRANSCRIPT_KEY } from './keys';

const call = transcript.getSemesters;

/** The student's terms, newest first, with term and cumulative figures. */
export function getSemesters(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function semestersQueryOptions() {
  return queryOptions({
    queryKey: [...TRANSCRIPT_KEY, 'semesters'],
    queryFn: ({ signal }) => getSemesters(signal),
    meta: { persist: true },
  });
}

export function useSemesters() {
  return useQuery(semestersQueryOptions());
}
