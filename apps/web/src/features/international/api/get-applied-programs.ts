import { international, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { APPLICATIONS_KEY } from './keys';

const call = international.getAppliedPrograms;

/** The student's applications, newest first, with their state and what they must do next. */
export function getAppliedPrograms(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function appliedProgramsQueryOptions() {
  return queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'list'],
    queryFn: ({ signal }) => getAppliedPrograms(signal),
  });
}

export function useAppliedPrograms() {
  return useQuery(appliedProgramsQueryOptions());
}
