import { trainingOffice, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { TRAINING_OFFICE_KEY } from './keys';

const call = trainingOffice.getApplications;

/** A cycle's applications: students, GPAs, places, states, assignments and evaluations. */
export function getApplications(cycleId: number, signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { CycleId: cycleId }, signal });
}

export function applicationsQueryOptions(cycleId: number) {
  return queryOptions({
    queryKey: [...TRAINING_OFFICE_KEY, 'applications', cycleId],
    queryFn: ({ signal }) => getApplications(cycleId, signal),
  });
}

export function useApplications(cycleId: number) {
  return useQuery(applicationsQueryOptions(cycleId));
}
