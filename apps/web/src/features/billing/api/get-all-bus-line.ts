import { fees, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { BUS_LINES_KEY } from './fee-keys';

const call = fees.getAllBusLine;

/** This term's bus lines with stops and fees, whether a change is still possible, and the student's line. */
export function getAllBusLine(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

/**
 * Not kept for offline reading: seats and what is owed change with every choice and payment, and a restored
 * copy would show a subscription as it was before.
 */
export function busLinesQueryOptions() {
  return queryOptions({
    queryKey: BUS_LINES_KEY,
    queryFn: ({ signal }) => getAllBusLine(signal),
  });
}

export function useBusLines() {
  return useQuery(busLinesQueryOptions());
}
