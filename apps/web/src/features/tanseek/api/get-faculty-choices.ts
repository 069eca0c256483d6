import { tanseek, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { TANSEEK_KEY } from './keys';

const call = tanseek.getFacultyChoicesForStudent;

/** The majors the student's round offers, with capacity and last year's cut-off. */
export function getFacultyChoices(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function facultyChoicesQueryOptions() {
  return queryOptions({
    queryKey: [...TANSEEK_KEY, 'choices'],
    queryFn: ({ signal }) => getFacultyChoices(signal),
  });
}

export function useFacultyChoices() {
  return useQuery(facultyChoicesQueryOptions());
}
