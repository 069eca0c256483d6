import type { ProgramPage } from '@portal/contract';
import { international, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { getInstallmentPlansCurious } from './get-installment-plans-curious';
import { plansKey } from './keys';

const call = international.getInstallmentPlans;

/** The fee, the plans it may be paid by, the one chosen with its installments, and what is paid. */
export function getInstallmentPlans(
  applicationId: number,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { ApplicationId: applicationId }, signal });
}

/** The conference asks through its own call (the spec's `_Curious`); every other program page the plain one. */
const plansOf = (program: ProgramPage) =>
  program === 'curious' ? getInstallmentPlansCurious : getInstallmentPlans;

export function installmentPlansQueryOptions(program: ProgramPage, applicationId: number) {
  return queryOptions({
    queryKey: plansKey(program, applicationId),
    queryFn: ({ signal }) => plansOf(program)(applicationId, signal),
    // Read again on every visit: a payment made at an outlet or on another page lands on the server alone.
    staleTime: 0,
  });
}

export function useInstallmentPlans(program: ProgramPage, applicationId: number) {
  return useQuery(installmentPlansQueryOptions(program, applicationId));
}
