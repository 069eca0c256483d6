import { door, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { DOOR_KEY } from './keys';

const call = door.getCounts;

/** How often the door's counts are read while the page is open: other gates admit people too. */
export const COUNTS_EVERY_MS = 10_000;

/** Registered, attending, guests and admitted so far for an event. */
export function getCounts(eventId: number, signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { EventId: eventId }, signal });
}

export function countsQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: [...DOOR_KEY, 'counts', eventId],
    queryFn: ({ signal }) => getCounts(eventId, signal),
    refetchInterval: COUNTS_EVERY_MS,
  });
}

export function useCounts(eventId: number) {
  return useQuery(countsQueryOptions(eventId));
}
