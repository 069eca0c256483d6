import type { ExamAuthData } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/DefaultData/GetExamAuthData: is the student admitted to this term's exams, and why not. */
export function getExamAuthData(signal?: AbortSignal): Promise<ExamAuthData> {
  return api.get<ExamAuthData>('portal', '/api/DefaultData/GetExamAuthData', { signal });
}

export function useExamAuthData() {
  return useQuery({
    queryKey: ['student', 'exam-auth'],
    queryFn: ({ signal }) => getExamAuthData(signal),
    // Shown beside the exam timetable, so it is kept for offline reading with it.
    meta: { persist: true },
    staleTime: 60_000,
  });
}
