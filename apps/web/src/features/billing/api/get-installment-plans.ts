import { billing, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { installmentsKey } from './keys';

const call = billing.getInstallmentPlans;

/** The term's installment plans as this student may take them, and the plan they are on. */
export function getInstallmentPlans(termId: number, signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { TermId: termId }, signal });
}

export function installmentPlansQueryOptions(termId: number) {
  return queryOptions({
    queryKey: installmentsKey(termId),
    queryFn: ({ signal }) => getInstallmentPlans(termId, signal),
    // An installment turns paid by a provider's callback, out of the page's sight: asked again when shown.
    staleTime: 0,
  });
}

export function useInstallmentPlans(termId: number) {
  return useQuery(installmentPlansQueryOptions(termId));
}
