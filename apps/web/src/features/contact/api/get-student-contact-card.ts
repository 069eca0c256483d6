import { contact, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CONTACT_CARD_KEY } from './keys';

const call = contact.getStudentContactCard;

/** The student's contact data, personal email (confirmed and pending) and the registrar's record. */
export function getStudentContactCard(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function contactCardQueryOptions() {
  return queryOptions({
    queryKey: CONTACT_CARD_KEY,
    queryFn: ({ signal }) => getStudentContactCard(signal),
    meta: { persist: true },
  });
}

export function useStudentContactCard() {
  return useQuery(contactCardQueryOptions());
}
