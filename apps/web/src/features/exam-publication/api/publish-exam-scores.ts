import type { PublishedExamScores } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { EXAMS_FOR_PUBLICATION_QUERY_KEY } from './get-exams-for-publication';

/** POST /api/Reports/PublishExamScores (registrar): the exam's scores become visible and its students are told. */
export function publishExamScores(examId: number): Promise<PublishedExamScores> {
  return api.post<PublishedExamScores>('portal', '/api/Reports/PublishExamScores', { ExamId: examId });
}

export function usePublishExamScores() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishExamScores,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: EXAMS_FOR_PUBLICATION_QUERY_KEY });
    },
  });
}
