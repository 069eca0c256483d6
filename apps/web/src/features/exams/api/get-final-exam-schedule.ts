import { exams } from '@portal/contract/calls';
import { useQuery } from '@tanstack/react-query';
import { examScheduleQueryOptions } from './exam-schedule-query';

/** The student's final exams this term. */
export const finalExamScheduleQuery = examScheduleQueryOptions('final', exams.getFinalExamSchedule);

export function useFinalExamSchedule() {
  return useQuery(finalExamScheduleQuery);
}
