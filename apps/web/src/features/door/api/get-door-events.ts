import { door, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { DOOR_KEY } from './keys';

const call = door.getEvents;

/** The events ushers check tickets in for: open or closed, not yet held. */
export function getDoorEvents(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function doorEventsQueryOptions() {
  return queryOptions({
    queryKey: [...DOOR_KEY, 'events'],
    queryFn: ({ signal }) => getDoorEvents(signal),
    // Kept on the phone: an usher who reloads the page at a gate without network can still pick the event.
    meta: { persist: true },
  });
}

export function useDoorEvents() {
  return useQuery(doorEventsQueryOptions());
}
