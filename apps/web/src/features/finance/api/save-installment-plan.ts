import { finance, type BodyOf } from '@portal/contract/calls';
import type { FinancePlan } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { INSTALLMENT_PLANS_KEY } from './keys';

const call = finance.saveInstallmentPlan;

/** Creates or edits a plan; a repeated create with the same code answers the plan it made. */
export async function saveInstallmentPlan(body: BodyOf<typeof call>): Promise<FinancePlan> {
  const answer = await api.call(call, { body });
  // Null comes only beside a refusal, which the client throws: a bare null is a broken answer.
  if (!answer) throw new ApiError({ kind: 'malformed', httpStatus: 200 });
  return answer;
}

export function useSaveInstallmentPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInstallmentPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INSTALLMENT_PLANS_KEY }),
  });
}
