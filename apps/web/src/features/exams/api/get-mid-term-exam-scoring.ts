import { useQuery } from '@tanstack/react-query';
import { examScoringQueryOptions } from './exam-scoring-query';

/** GET /api/Reports/GetMidTermExamScoring: the student's published midterm scores. */
export const midTermExamScoringQuery = examScoringQueryOptions(
  'midterm',
  '/api/Reports/GetMidTermExamScoring',
);

export function useMidTermExamScoring() {
  return useQuery(midTermExamScoringQuery);
}
