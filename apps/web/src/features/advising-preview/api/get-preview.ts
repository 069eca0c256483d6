import type { AdvisingPreview } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { PREVIEW_KEY } from './keys';

/** GET /api/AdvisingPreview/GetStudentData: the advised timetable, courses, credits and fee estimate. */
export function getPreview(signal?: AbortSignal): Promise<AdvisingPreview> {
  return api.get<AdvisingPreview>('advising', '/api/AdvisingPreview/GetStudentData', { signal });
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
