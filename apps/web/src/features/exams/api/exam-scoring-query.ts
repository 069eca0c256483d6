import type { ExamKind, ExamScoring } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The query of one scoring call, under the `academic` area (kept offline, cleared at logout). */
export function examScoringQueryOptions(kind: ExamKind, path: string) {
  return queryOptions({
    queryKey: ['academic', 'scores', kind],
    queryFn: ({ signal }) => api.get<ExamScoring>('portal', path, { signal }),
  });
}
