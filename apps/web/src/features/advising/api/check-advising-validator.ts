import { advising, type ResponseOf } from '@portal/contract/calls';
import type { AdvisingWindowKind } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

const call = advising.checkAdvisingValidator;

/** May the student enter this window now, and if not, every reason. */
export function checkAdvisingValidator(
  kind: AdvisingWindowKind,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal, query: { kind } });
}

export function advisingValidationQueryOptions(kind: AdvisingWindowKind) {
  return queryOptions({
    queryKey: [...ADVISING_KEY, 'validation', kind],
    queryFn: ({ signal }) => checkAdvisingValidator(kind, signal),
    // Holds cleared elsewhere and a window opening show within a minute (the countdown asks again at zero).
    staleTime: 60_000,
  });
}

export function useAdvisingValidation(kind: AdvisingWindowKind) {
  return useQuery(advisingValidationQueryOptions(kind));
}
