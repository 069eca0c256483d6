import { timeTickets, type ResponseOf } from '@portal/contract/calls';
import type { RegistrationWindowKind } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = timeTickets.getRegistrationTicket;

/** The student's time ticket and every hold that would stop them. */
export function getRegistrationTicket(
  kind: RegistrationWindowKind | undefined,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal, query: { kind } });
}

export const REGISTRATION_TICKET_QUERY_KEY = ['registration', 'ticket'] as const;

export function registrationTicketQueryOptions(kind?: RegistrationWindowKind) {
  return queryOptions({
    queryKey: [...REGISTRATION_TICKET_QUERY_KEY, kind ?? 'current'],
    queryFn: ({ signal }) => getRegistrationTicket(kind, signal),
    // A hold cleared elsewhere (an evaluation done, a balance paid) should show within a minute.
    staleTime: 60_000,
  });
}

export function useRegistrationTicket(kind?: RegistrationWindowKind) {
  return useQuery(registrationTicketQueryOptions(kind));
}
