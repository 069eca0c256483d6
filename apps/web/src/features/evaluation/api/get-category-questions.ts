import type { EvaluationCategoryId, EvaluationQuestion } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/Evaluation/GetCategoryQuestions: this term's questions about the course (1) or an instructor (2). */
export function getCategoryQuestions(categoryId: EvaluationCategoryId, signal?: AbortSignal) {
  return api.get<EvaluationQuestion[]>('portal', '/api/Evaluation/GetCategoryQuestions', {
    signal,
    query: { categoryId: String(categoryId) },
  });
}

export function useCategoryQuestions(categoryId: EvaluationCategoryId) {
  return useQuery({
    queryKey: ['evaluation', 'questions', categoryId],
    queryFn: ({ signal }) => getCategoryQuestions(categoryId, signal),
    staleTime: 10 * 60_000,
  });
}
