import { exams, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = exams.getExamsForPublication;

/** Registrar: the current term's exams and how far marking got. */
export function getExamsForPublication(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
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
