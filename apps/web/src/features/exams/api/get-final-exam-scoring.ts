import { useQuery } from '@tanstack/react-query';
import { examScoringQueryOptions } from './exam-scoring-query';

/** GET /api/Reports/GetFinalExamScoring: the student's published final exam scores. */
export const finalExamScoringQuery = examScoringQueryOptions('final', '/api/Reports/GetFinalExamScoring');

export function useFinalExamScoring() {
  return useQuery(finalExamScoringQuery);
}
