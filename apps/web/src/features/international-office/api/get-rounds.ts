import { internationalOffice, type QueryOf, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { answered } from './application-answer';
import { INTERNATIONAL_OFFICE_KEY } from './keys';

const call = internationalOffice.getRounds;
export type TermRounds = ResponseOf<typeof call>;

export function getRounds(query: QueryOf<typeof call>, signal?: AbortSignal): Promise<TermRounds> {
  return api.call(call, { query, signal }).then(answered);
}

export function termRoundsQueryOptions(query: QueryOf<typeof call>) {
  return queryOptions({
    queryKey: [...INTERNATIONAL_OFFICE_KEY, 'rounds', query.ProgramId, query.TermId],
    queryFn: ({ signal }) => getRounds(query, signal),
    staleTime: 0,
  });
}

/** One term's rounds so far, first first; every step of the selection refreshes them (round-step.ts). */
export function useTermRounds(query: QueryOf<typeof call>) {
  return useQuery(termRoundsQueryOptions(query));
}
