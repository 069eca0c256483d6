import { evaluation, type ResponseOf } from '@portal/contract/calls';
import type { EvaluationCategoryId } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = evaluation.getCategoryQuestions;

/** This term's questions about the course (1) or an instructor (2). */
export function getCategoryQuestions(
  categoryId: EvaluationCategoryId,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal, query: { categoryId: String(categoryId) } });
}

export function useCategoryQuestions(categoryId: EvaluationCategoryId) {
  return useQuery({
    queryKey: ['evaluation', 'questions', categoryId],
    queryFn: ({ signal }) => getCategoryQuestions(categoryId, signal),
    staleTime: 10 * 60_000,
  });
}
