import { finance, type BodyOf } from '@portal/contract/calls';
import type { UnmatchedDeposit } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { FINANCE_KEY } from './keys';

const call = finance.assignUnmatchedDeposit;

/** Credits an open deposit to a student's term as a payment (once: the server refuses a second time). */
export async function assignUnmatchedDeposit(body: BodyOf<typeof call>): Promise<UnmatchedDeposit> {
  const answer = await api.call(call, { body });
  if (!answer) throw new ApiError({ kind: 'malformed', httpStatus: 200 });
  return answer;
}

export function useAssignUnmatchedDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignUnmatchedDeposit,
    // The register and the payments list both read what this changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FINANCE_KEY }),
  });
}
