import type { PartyPage } from '@portal/contract';
import { party, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { partyPageKey } from './keys';

const call = party.getStudentSavedData;

/** The events of one page: whether the student may register, what they saved and whom they invited. */
export function getStudentSavedData(page: PartyPage, signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { Page: page }, signal });
}

export function partyPageQueryOptions(page: PartyPage) {
  return queryOptions({
    queryKey: partyPageKey(page),
    queryFn: ({ signal }) => getStudentSavedData(page, signal),
  });
}

export function usePartyPage(page: PartyPage) {
  return useQuery(partyPageQueryOptions(page));
}
