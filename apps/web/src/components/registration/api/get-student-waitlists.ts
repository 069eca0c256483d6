import { waitlist, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = waitlist.getStudentWaitlists;

/** The student's places in line this term and any seat held for them. */
export function getStudentWaitlists(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export const STUDENT_WAITLISTS_QUERY_KEY = ['waitlist', 'mine'] as const;
/** An offer can arrive while the page is open (a seat freed elsewhere): look again every minute. */
const REFRESH_MS = 60_000;

export const studentWaitlistsQuery = () =>
  queryOptions({
    queryKey: STUDENT_WAITLISTS_QUERY_KEY,
    queryFn: ({ signal }) => getStudentWaitlists(signal),
    refetchInterval: REFRESH_MS,
  });

export function useStudentWaitlists() {
  return useQuery(studentWaitlistsQuery());
}
