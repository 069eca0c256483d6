import { international, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { INTERNATIONAL_KEY } from './keys';

const call = international.getAppliedUniversities;

/** The partner universities with seats in one of a program's terms. */
export function getAppliedUniversities(
  programId: number,
  termId: number,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { ProgramId: programId, TermId: termId }, signal });
}

export function appliedUniversitiesQueryOptions(programId: number, termId: number) {
  return queryOptions({
    queryKey: [...INTERNATIONAL_KEY, 'program', programId, 'terms', termId, 'partners'],
    queryFn: ({ signal }) => getAppliedUniversities(programId, termId, signal),
  });
}

/** `null` until a term is chosen. */
export function useAppliedUniversities(programId: number, termId: number | null) {
  return useQuery({ ...appliedUniversitiesQueryOptions(programId, termId ?? 0), enabled: termId !== null });
}
