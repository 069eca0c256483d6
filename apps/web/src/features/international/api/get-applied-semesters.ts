import { international, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { INTERNATIONAL_KEY } from './keys';

const call = international.getAppliedSemesters;

/** The terms a program takes students for, with the seats offered in each. */
export function getAppliedSemesters(
  programId: number,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { ProgramId: programId }, signal });
}

export function appliedSemestersQueryOptions(programId: number) {
  return queryOptions({
    queryKey: [...INTERNATIONAL_KEY, 'program', programId, 'terms'],
    queryFn: ({ signal }) => getAppliedSemesters(programId, signal),
  });
}

export function useAppliedSemesters(programId: number) {
  return useQuery(appliedSemestersQueryOptions(programId));
}
