import { exams } from '@portal/contract/calls';
import { useQuery } from '@tanstack/react-query';
import { examScoringQueryOptions } from './exam-scoring-query';

/** The student's published practical exam scores. */
export const practicalExamScoringQuery = examScoringQueryOptions('practical', exams.getPracticalExamScoring);

export function usePracticalExamScoring() {
  return useQuery(practicalExamScoringQuery);
}
