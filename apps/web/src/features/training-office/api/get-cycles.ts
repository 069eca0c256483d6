import { trainingOffice, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { TRAINING_OFFICE_KEY } from './keys';

const call = trainingOffice.getCycles;

/** Every SSTP cycle, newest first, with its offers and counts, and what a cycle may be made of. */
export function getCycles(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function cyclesQueryOptions() {
  return queryOptions({
    queryKey: [...TRAINING_OFFICE_KEY, 'cycles'],
    queryFn: ({ signal }) => getCycles(signal),
  });
}

export function useCycles() {
  return useQuery(cyclesQueryOptions());
}
