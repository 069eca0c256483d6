import type { GuidePage } from '@portal/contract';
import { guides, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { publishedGuideKey } from './keys';

const call = guides.getGuide;

/** The published guide of a page in both languages, or null when none is published. */
export function getGuide(page: GuidePage, signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { Page: page }, signal });
}

export function guideQueryOptions(page: GuidePage) {
  return queryOptions({
    queryKey: publishedGuideKey(page),
    queryFn: ({ signal }) => getGuide(page, signal),
    meta: { persist: true },
  });
}

export function useGuide(page: GuidePage) {
  return useQuery(guideQueryOptions(page));
}
