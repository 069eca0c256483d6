import { exams } from '@portal/contract/calls';
import { useQuery } from '@tanstack/react-query';
import { examScheduleQueryOptions } from './exam-schedule-query';

/** The student's practical exams this term. */
export const practicalExamScheduleQuery = examScheduleQueryOptions(
  'practical',
  exams.getStudentPracticalExamSchedule,
);

export function useStudentPracticalExamSchedule() {
  return useQuery(practicalExamScheduleQuery);
}
