import { advising, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

const call = advising.getSelectedElectives;

/** The group and electives the student saved this term. */
export function getSelectedElectives(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function selectedElectivesQueryOptions() {
  return queryOptions({
    queryKey: [...ADVISING_KEY, 'selected-electives'],
    queryFn: ({ signal }) => getSelectedElectives(signal),
  });
}

export function useSelectedElectives() {
  return useQuery(selectedElectivesQueryOptions());
}
