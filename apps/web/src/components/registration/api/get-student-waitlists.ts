import type { StudentWaitlists } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/Waitlist/GetStudentWaitlists: the student's places in line this term and any seat held for them. */
export function getStudentWaitlists(signal?: AbortSignal): Promise<StudentWaitlists> {
  return api.get<StudentWaitlists>('portal', '/api/Waitlist/GetStudentWaitlists', { signal });
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
