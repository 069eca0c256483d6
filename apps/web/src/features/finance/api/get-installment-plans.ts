import { finance, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { INSTALLMENT_PLANS_KEY } from './keys';

const call = finance.getInstallmentPlans;

/** A term's installment plans with their parts and how many students are on each. */
export function getInstallmentPlans(termId: number, signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { TermId: termId }, signal });
}

export function installmentPlansQueryOptions(termId: number) {
  return queryOptions({
    queryKey: [...INSTALLMENT_PLANS_KEY, termId],
    queryFn: ({ signal }) => getInstallmentPlans(termId, signal),
  });
}

/** Asks only once a term is picked. */
export function useInstallmentPlans(termId: number | undefined) {
  return useQuery({ ...installmentPlansQueryOptions(termId ?? 0), enabled: termId !== undefined });
}
