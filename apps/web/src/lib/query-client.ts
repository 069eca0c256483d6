import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Retrying helps only when the failure may pass: no answer, or a server fault. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return false;
  return error.kind === 'network' || (error.kind === 'http' && error.httpStatus >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Catalogue data changes rarely; a minute avoids refetching on every page visit.
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
    },
  });
}
