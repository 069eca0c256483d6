import type { ExamKind } from '@portal/contract';
import type { calls } from '@portal/contract/calls';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The exam-schedule calls of the table: each answers the same schedule shape. */
export type ExamScheduleCall = (typeof calls.exams)[
  'getFinalExamSchedule' | 'getMidTermExamSchedule' | 'getStudentPracticalExamSchedule'];

/** The query of one exam-schedule call, under the `academic` area (kept offline, cleared at logout). */
export function examScheduleQueryOptions(kind: ExamKind, call: ExamScheduleCall) {
  return queryOptions({
    queryKey: ['academic', 'exams', kind],
    queryFn: ({ signal }) => api.call(call, { signal }),
  });
}
