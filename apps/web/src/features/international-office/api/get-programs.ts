import { internationalOffice, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { OFFICE_PROGRAMS_KEY } from './keys';

const call = internationalOffice.getPrograms;
export type OfficePrograms = ResponseOf<typeof call>;
export type OfficeProgram = OfficePrograms['Programs'][number];

export function getPrograms(signal?: AbortSignal): Promise<OfficePrograms> {
  return api.call(call, { signal });
}

export function officeProgramsQueryOptions() {
  return queryOptions({
    queryKey: OFFICE_PROGRAMS_KEY,
    queryFn: ({ signal }) => getPrograms(signal),
    staleTime: 0,
  });
}

/** The programs with their applications counted by state, the partners, the terms and each mode's checklist. */
export function useOfficePrograms() {
  return useQuery(officeProgramsQueryOptions());
}
