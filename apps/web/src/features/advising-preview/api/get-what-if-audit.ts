import { advisingPreview, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { PREVIEW_KEY } from './keys';

const call = advisingPreview.getWhatIfAudit;

/** The degree audit against another program's requirement sheet. */
export function getWhatIfAudit(programId: number, signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { ProgramId: programId }, signal });
}

export function whatIfAuditQueryOptions(programId: number) {
  return queryOptions({
    queryKey: [...PREVIEW_KEY, 'what-if', 'audit', programId],
    queryFn: ({ signal }) => getWhatIfAudit(programId, signal),
  });
}

/** Nothing is asked until a program is chosen. */
export function useWhatIfAudit(programId: number | null) {
  return useQuery({ ...whatIfAuditQueryOptions(programId ?? 0), enabled: programId !== null });
}
