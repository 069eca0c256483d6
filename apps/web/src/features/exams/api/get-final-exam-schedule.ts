import { useQuery } from '@tanstack/react-query';
import { examScheduleQueryOptions } from './exam-schedule-query';

/** GET /api/Reports/GetFinalExamSchedule: the student's final exams this term. */
export const finalExamScheduleQuery = examScheduleQueryOptions('final', '/api/Reports/GetFinalExamSchedule');

export function useFinalExamSchedule() {
  return useQuery(finalExamScheduleQuery);
}
