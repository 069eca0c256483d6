import { finance, type ResponseOf } from '@portal/contract/calls';
import type { UnmatchedState } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { UNMATCHED_DEPOSITS_KEY } from './keys';

const call = finance.getUnmatchedDeposits;
export const UNMATCHED_PAGE_SIZE = 25;

/** The unmatched-deposits register, of one status or all, newest deposit first. */
export function getUnmatchedDeposits(
  status: UnmatchedState | undefined,
  page: number,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, {
    query: { ...(status ? { Status: status } : {}), Page: page, PageSize: UNMATCHED_PAGE_SIZE },
    signal,
  });
}

export function unmatchedDepositsQueryOptions(status: UnmatchedState | undefined, page: number) {
  return queryOptions({
    queryKey: [...UNMATCHED_DEPOSITS_KEY, status ?? 'all', page],
    queryFn: ({ signal }) => getUnmatchedDeposits(status, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useUnmatchedDeposits(status: UnmatchedState | undefined, page: number) {
  return useQuery(unmatchedDepositsQueryOptions(status, page));
}
