import { advisingPreview, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { PREVIEW_KEY } from './keys';

const call = advisingPreview.getWhatIfPrograms;

/** The student's program and the programs they could move to. */
export function getWhatIfPrograms(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function whatIfProgramsQueryOptions() {
  return queryOptions({
    queryKey: [...PREVIEW_KEY, 'what-if', 'programs'],
    queryFn: ({ signal }) => getWhatIfPrograms(signal),
  });
}

export function useWhatIfPrograms() {
  return useQuery(whatIfProgramsQueryOptions());
}
