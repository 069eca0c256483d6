import type { SemesterTranscript } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { TRANSCRIPT_KEY } from './keys';

/** GET /api/Reports/GetStudentTransriptForSemester?semesterId= (the spec's spelling): one term in full. */
export function getSemesterTranscript(termId: number, signal?: AbortSignal): Promise<SemesterTranscript> {
  return api.get<SemesterTranscript>('portal', '/api/Reports/GetStudentTransriptForSemester', {
    signal,
    query: { semesterId: String(termId) },
  });
}

export function semesterTranscriptQueryOptions(termId: number) {
  return queryOptions({
    queryKey: [...TRANSCRIPT_KEY, 'semester', termId],
    queryFn: ({ signal }) => getSemesterTranscript(termId, signal),
    meta: { persist: true },
  });
}

/** Loads only while `enabled` (a term's panel is open). */
export function useSemesterTranscript(termId: number, enabled: boolean) {
  return useQuery({ ...semesterTranscriptQueryOptions(termId), enabled });
}
