import type { SelectedElectives } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

/** GET /api/Module/GetSelectedElectives: the group and electives the student saved this term. */
export function getSelectedElectives(signal?: AbortSignal): Promise<SelectedElectives> {
  return api.get<SelectedElectives>('portal', '/api/Module/GetSelectedElectives', { signal });
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
