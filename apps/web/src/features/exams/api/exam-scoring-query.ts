import type { ExamKind } from '@portal/contract';
import type { calls } from '@portal/contract/calls';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The scoring calls of the table: each answers the same scoring shape. */
export type ExamScoringCall = (typeof calls.exams)[
  'getFinalExamScoring' | 'getMidTermExamScoring' | 'getPracticalExamScoring'];

/** The query of one scoring call, under the `academic` area (kept offline, cleared at logout). */
export function examScoringQueryOptions(kind: ExamKind, call: ExamScoringCall) {
  return queryOptions({
    queryKey: ['academic', 'scores', kind],
    queryFn: ({ signal }) => api.call(call, { signal }),
  });
}
