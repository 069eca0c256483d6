import { fees, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { MILITARY_KEY } from './fee-keys';

const call = fees.getStudentMilitaryData;

/** Whether the student must take military education, where they stand, the course term and its fee. */
export function getStudentMilitaryData(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

/** Not kept for offline reading: a restored copy could still say "due" just after the fee was paid. */
export function useMilitaryData() {
  return useQuery(
    queryOptions({
      queryKey: MILITARY_KEY,
      queryFn: ({ signal }) => getStudentMilitaryData(signal),
    }),
  );
}
