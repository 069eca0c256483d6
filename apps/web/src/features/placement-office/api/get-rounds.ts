import { placementOffice, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { PLACEMENT_OFFICE_KEY } from './keys';

const call = placementOffice.getRounds;

/** Every Tanseek round, newest first, with its offers and counts. */
export function getRounds(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function roundsQueryOptions() {
  return queryOptions({
    queryKey: [...PLACEMENT_OFFICE_KEY, 'rounds'],
    queryFn: ({ signal }) => getRounds(signal),
  });
}

export function useRounds() {
  return useQuery(roundsQueryOptions());
}
