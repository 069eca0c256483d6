import type { SemesterSummary } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { TRANSCRIPT_KEY } from './keys';

/** GET /api/Reports/GetSemesters: the student's terms, newest first, with term and cumulative figures. */
export function getSemesters(signal?: AbortSignal): Promise<SemesterSummary[]> {
  return api.get<SemesterSummary[]>('portal', '/api/Reports/GetSemesters', { signal });
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
