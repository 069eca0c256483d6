import { transcript, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { TRANSCRIPT_KEY } from './keys';

const call = transcript.getStudentTransriptForSemester;

/** One term in full (the entry keeps the spec's spelling, Transript). */
export function getSemesterTranscript(
  termId: number,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal, query: { semesterId: String(termId) } });
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
