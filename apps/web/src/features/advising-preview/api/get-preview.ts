import { advisingPreview, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { PREVIEW_KEY } from './keys';

const call = advisingPreview.getStudentData;

/** The advised timetable, courses, credits and fee estimate. */
export function getPreview(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function previewQueryOptions() {
  return queryOptions({
    queryKey: [...PREVIEW_KEY, 'student-data'],
    queryFn: ({ signal }) => getPreview(signal),
  });
}

export function usePreview() {
  return useQuery(previewQueryOptions());
}
