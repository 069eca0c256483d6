import { evaluation, type ResponseOf } from '@portal/contract/calls';
import type { StudentEvaluation } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { EVALUATION_PENDING_QUERY_KEY } from './check-for-evaluation';
import { STUDENT_COURSES_QUERY_KEY } from './get-student-courses';

const call = evaluation.insertStudentEvaluation;

/** One section's evaluation, course and instructors, once. */
export function insertStudentEvaluation(submitted: StudentEvaluation): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: submitted });
}

/**
 * Submits, then updates what the start-up gate reads: with nothing remaining the evaluation is no longer
 * pending, so the next menu load lets the student through to home.
 */
export function useInsertStudentEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertStudentEvaluation,
    onSuccess: async (result) => {
      queryClient.setQueryData(EVALUATION_PENDING_QUERY_KEY, result.Remaining > 0);
      await queryClient.invalidateQueries({ queryKey: STUDENT_COURSES_QUERY_KEY });
    },
  });
}
