import { partyOffice, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { EVENTS_OFFICE_KEY } from './keys';

const call = partyOffice.getEvents;

/** Every event with its registrations, guests and admissions so far. */
export function getEvents(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function eventsQueryOptions() {
  return queryOptions({
    queryKey: [...EVENTS_OFFICE_KEY, 'events'],
    queryFn: ({ signal }) => getEvents(signal),
  });
}

export function useEvents() {
  return useQuery(eventsQueryOptions());
}

/** Reads the events again: after a refusal that says the list on screen is out of date. */
export function useReloadEvents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: EVENTS_OFFICE_KEY });
}
