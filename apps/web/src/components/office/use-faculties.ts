import { academic } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/**
 * The faculties and their programs, for the offices' editors (a placement round's majors, an event's
 * eligibility). They change once a term at most: kept an hour.
 */
function facultiesQueryOptions() {
  return queryOptions({
    queryKey: ['academic', 'faculties'],
    queryFn: ({ signal }) => api.call(academic.getFaculties, { signal }),
    staleTime: 60 * 60_000,
  });
}

export function useFaculties() {
  return useQuery(facultiesQueryOptions());
}
