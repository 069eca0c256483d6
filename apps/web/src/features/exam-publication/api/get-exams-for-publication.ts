import type { ExamsForPublication } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/Reports/GetExamsForPublication (registrar): the current term's exams and how far marking got. */
export function getExamsForPublication(signal?: AbortSignal): Promise<ExamsForPublication> {
  return api.get<ExamsForPublication>('portal', '/api/Reports/GetExamsForPublication', { signal });
}

export const EXAMS_FOR_PUBLICATION_QUERY_KEY = ['exam-publication', 'exams'] as const;

export function useExamsForPublication() {
  return useQuery(
    queryOptions({
      queryKey: EXAMS_FOR_PUBLICATION_QUERY_KEY,
      queryFn: ({ signal }) => getExamsForPublication(signal),
    }),
  );
}
