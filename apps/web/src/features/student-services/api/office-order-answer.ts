import type { OfficeOrder } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { OFFICE_QUEUE_KEY } from './keys';
import { officeOrderQueryOptions } from './get-office-order';

/** A write's answer is the request as it now stands: it replaces the cached one, and the queue refreshes. */
export function keepOfficeOrder(queryClient: QueryClient, order: OfficeOrder): void {
  queryClient.setQueryData(officeOrderQueryOptions(order.OrderId).queryKey, order);
  void queryClient.invalidateQueries({ queryKey: OFFICE_QUEUE_KEY });
}

/** Null comes only beside a refusal, which the client throws: a bare null is a broken answer. */
export function answered(answer: OfficeOrder | null): OfficeOrder {
  if (!answer) throw new ApiError({ kind: 'malformed', httpStatus: 200 });
  return answer;
}
