import { useQuery } from '@tanstack/react-query';
import { examScoringQueryOptions } from './exam-scoring-query';

/** GET /api/Reports/GetPracticalExamScoring: the student's published practical exam scores. */
export const practicalExamScoringQuery = examScoringQueryOptions(
  'practical',
  '/api/Reports/GetPracticalExamScoring',
);

export function usePracticalExamScoring() {
  return useQuery(practicalExamScoringQuery);
}
