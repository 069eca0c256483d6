import type { AdvisingLog } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

/** GET /api/Advising/GetLoggers: the student's own history of advising actions, newest first. */
export function getAdvisingLoggers(signal?: AbortSignal): Promise<AdvisingLog> {
  return api.get<AdvisingLog>('portal', '/api/Advising/GetLoggers', { signal });
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
