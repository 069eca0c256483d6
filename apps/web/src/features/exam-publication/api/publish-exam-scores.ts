import { exams, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { EXAMS_FOR_PUBLICATION_QUERY_KEY } from './get-exams-for-publication';

const call = exams.publishExamScores;

/** Registrar: the exam's scores become visible and its students are told. */
export function publishExamScores(examId: number): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: { ExamId: examId } });
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
