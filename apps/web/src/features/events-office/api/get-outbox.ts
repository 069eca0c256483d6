import { partyOffice, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { EVENTS_OFFICE_KEY } from './keys';

const call = partyOffice.getOutbox;

/** An event's invitation mails and where each stands; the sender retries on its own, the office only watches. */
export function getOutbox(eventId: number, signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { EventId: eventId }, signal });
}

export function outboxQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: [...EVENTS_OFFICE_KEY, 'outbox', eventId],
    queryFn: ({ signal }) => getOutbox(eventId, signal),
  });
}

export function useOutbox(eventId: number) {
  return useQuery(outboxQueryOptions(eventId));
}
