import { useQuery } from '@tanstack/react-query';
import { examScheduleQueryOptions } from './exam-schedule-query';

/** GET /api/Reports/GetMidTermExamSchedule: the student's midterm exams this term. */
export const midTermExamScheduleQuery = examScheduleQueryOptions(
  'midterm',
  '/api/Reports/GetMidTermExamSchedule',
);

export function useMidTermExamSchedule() {
  return useQuery(midTermExamScheduleQuery);
}
