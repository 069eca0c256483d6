import { defaultData, type ResponseOf } from '@portal/contract/calls';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = defaultData.getExamAuthData;

/** Is the student admitted to this term's exams, and why not. */
export function getExamAuthData(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function useExamAuthData() {
  return useQuery({
    queryKey: ['student', 'exam-auth'],
    queryFn: ({ signal }) => getExamAuthData(signal),
    // Shown beside the exam timetable, so it is kept for offline reading with it.
    meta: { persist: true },
  });
}
