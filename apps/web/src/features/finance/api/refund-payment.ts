import { finance, type BodyOf } from '@portal/contract/calls';
import type { FinanceRefund } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { FINANCE_KEY } from './keys';

const call = finance.refundPayment;

/** A refund; the server answers the one it made if the same IdempotencyKey comes again (a double tap). */
export async function refundPayment(
  body: BodyOf<typeof call>,
): Promise<FinanceRefund & { RefundedPiastres: number }> {
  const answer = await api.call(call, { body });
  // Null comes only beside a refusal, which the client throws: a bare null is a broken answer.
  if (!answer) throw new ApiError({ kind: 'malformed', httpStatus: 200 });
  return answer;
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    // The payments list, the report's refunds and the invoices all read what a refund changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FINANCE_KEY }),
  });
}
