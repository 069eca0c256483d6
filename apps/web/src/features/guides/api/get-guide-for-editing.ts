import type { GuidePage } from '@portal/contract';
import { guides, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { editedGuideKey } from './keys';

const call = guides.getGuideForEditing;

/** A page's guide as the office edits it (null before its first save). */
export function getGuideForEditing(page: GuidePage, signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { Page: page }, signal });
}

export function guideForEditingQueryOptions(page: GuidePage) {
  return queryOptions({
    queryKey: editedGuideKey(page),
    queryFn: ({ signal }) => getGuideForEditing(page, signal),
  });
}

export function useGuideForEditing(page: GuidePage) {
  return useQuery(guideForEditingQueryOptions(page));
}
