import type { ExamKind, ExamSchedule } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The query of one exam-schedule call, under the `academic` area (kept offline, cleared at logout). */
export function examScheduleQueryOptions(kind: ExamKind, path: string) {
  return queryOptions({
    queryKey: ['academic', 'exams', kind],
    queryFn: ({ signal }) => api.get<ExamSchedule>('portal', path, { signal }),
    staleTime: 5 * 60_000,
  });
}
