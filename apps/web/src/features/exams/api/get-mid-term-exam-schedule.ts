import { calls } from '@portal/contract/calls';
import { useQuery } from '@tanstack/react-query';
import { examScheduleQueryOptions } from './exam-schedule-query';

/** The student's midterm exams this term. */
export const midTermExamScheduleQuery = examScheduleQueryOptions(
  'midterm',
  calls.exams.getMidTermExamSchedule,
);

export function useMidTermExamSchedule() {
  return useQuery(midTermExamScheduleQuery);
}
