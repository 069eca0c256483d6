import { international, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { INTERNATIONAL_KEY } from './keys';

const call = international.getDocuments;

/** A mode's document checklist: what to upload, in which formats, how large. */
export function getDocuments(modeId: number, signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { ModeId: modeId }, signal });
}

export function documentsQueryOptions(modeId: number) {
  return queryOptions({
    queryKey: [...INTERNATIONAL_KEY, 'mode', modeId, 'documents'],
    queryFn: ({ signal }) => getDocuments(modeId, signal),
  });
}

export function useDocuments(modeId: number) {
  return useQuery(documentsQueryOptions(modeId));
}
