import { exams } from '@portal/contract/calls';
import { useQuery } from '@tanstack/react-query';
import { examScoringQueryOptions } from './exam-scoring-query';

/** The student's published midterm scores. */
export const midTermExamScoringQuery = examScoringQueryOptions('midterm', exams.getMidTermExamScoring);

export function useMidTermExamScoring() {
  return useQuery(midTermExamScoringQuery);
}
