import { exams } from '@portal/contract/calls';
import { useQuery } from '@tanstack/react-query';
import { examScheduleQueryOptions } from './exam-schedule-query';

/** The student's midterm exams this term. */
export const midTermExamScheduleQuery = examScheduleQueryOptions('midterm', exams.getMidTermExamSchedule);

export function useMidTermExamSchedule() {
  return useQuery(midTermExamScheduleQuery);
}
