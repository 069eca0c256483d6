import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Retrying helps only when the failure may pass: no answer, or a server fault. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return false;
  return error.kind === 'network' || (error.kind === 'http' && error.httpStatus >= 500);
}

/**
 * Query areas whose data is read-only catalogue or record data, kept for offline use
 * (query-client-persistence.ts). A single query elsewhere can opt in with `meta: { persist: true }`.
 */
export const READ_ONLY_QUERY_AREAS = ['academic'] as const;

export function createQueryClient(): QueryClient {
  // TanStack Query assumes "online" until the browser says otherwise; a page opened without a network
  // would then fail its requests (and replace restored data with errors) instead of waiting for one.
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        // Catalogue data changes rarely; a minute avoids refetching on every page visit.
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      // TanStack Query's default ('online') would hold a change made offline and send it on reconnect,
      // without the student knowing. Run at once instead: the API client refuses a write while offline.
      mutations: { networkMode: 'always' },
    },
  });
  for (const area of READ_ONLY_QUERY_AREAS) queryClient.setQueryDefaults([area], { meta: { persist: true } });
  return queryClient;
}
