import { exams } from '@portal/contract/calls';
import { useQuery } from '@tanstack/react-query';
import { examScoringQueryOptions } from './exam-scoring-query';

/** The student's published final exam scores. */
export const finalExamScoringQuery = examScoringQueryOptions('final', exams.getFinalExamScoring);

export function useFinalExamScoring() {
  return useQuery(finalExamScoringQuery);
}
