import { finance, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { DEPOSIT_CHOICES_KEY } from './keys';

const call = finance.getDepositChoices;

/** Every bank whose statement may be imported, and the terms a deposit can be credited to. */
export function getDepositChoices(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function depositChoicesQueryOptions() {
  return queryOptions({ queryKey: DEPOSIT_CHOICES_KEY, queryFn: ({ signal }) => getDepositChoices(signal) });
}

export function useDepositChoices() {
  return useQuery(depositChoicesQueryOptions());
}
