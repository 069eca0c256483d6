import { advising, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

const call = advising.getLoggers;

/** The student's own history of advising actions, newest first. */
export function getAdvisingLoggers(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function advisingLogQueryOptions() {
  return queryOptions({
    queryKey: [...ADVISING_KEY, 'log'],
    queryFn: ({ signal }) => getAdvisingLoggers(signal),
  });
}

export function useAdvisingLog() {
  return useQuery(advisingLogQueryOptions());
}
