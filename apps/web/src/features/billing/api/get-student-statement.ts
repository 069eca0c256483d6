import { billing, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { STATEMENT_KEY } from './keys';

const call = billing.getStudentStatement;

/** What the student owes and why: charges, credits and payments per term, newest term first. */
export function getStudentStatement(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function studentStatementQueryOptions() {
  return queryOptions({
    queryKey: STATEMENT_KEY,
    queryFn: ({ signal }) => getStudentStatement(signal),
    // Kept for offline reading like the other records; the fetched-at line says how old it is.
    meta: { persist: true },
    // Payments arrive by the providers' callbacks, out of the page's sight: a copy restored or kept from
    // a minute ago may predate one, so whenever the page is shown it asks again (showing the copy meanwhile).
    staleTime: 0,
  });
}

export function useStudentStatement() {
  return useQuery(studentStatementQueryOptions());
}
