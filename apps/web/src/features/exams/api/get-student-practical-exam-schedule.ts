import { useQuery } from '@tanstack/react-query';
import { examScheduleQueryOptions } from './exam-schedule-query';

/** GET /api/Reports/GetStudentPracticalExamSchedule: the student's practical exams this term. */
export const practicalExamScheduleQuery = examScheduleQueryOptions(
  'practical',
  '/api/Reports/GetStudentPracticalExamSchedule',
);

export function useStudentPracticalExamSchedule() {
  return useQuery(practicalExamScheduleQuery);
}
