/** What a page needs of a query to show its state and read it again. */
export interface PageQuery {
  isPending: boolean;
  /** The fetch waits for a network (TanStack Query pauses reads while the device is offline). */
  isPaused: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** The part of an IonRefresher's event a refresh needs: `complete()` stops its spinner. */
export interface PullEvent {
  detail: { complete: () => void };
}

/**
 * Reads every query of a page again, for pull to refresh, Retry and a window that has just opened; a
 * pull's spinner stops once all have answered, also when one failed (the page then shows the failure).
 */
export function refetchAll(queries: readonly PageQuery[]) {
  return async (pull?: PullEvent) => {
    try {
      await Promise.all(queries.map((query) => query.refetch()));
    } finally {
      pull?.detail.complete();
    }
  };
}

/** Offline with nothing to show yet: no data and the fetch paused until the device is back online. */
export const waitsForNetwork = (query: PageQuery) => query.isPending && query.isPaused;

/** True when one of the page's queries failed: the page shows that failure, not data it could not renew. */
export const anyFailed = (queries: readonly PageQuery[]) => queries.some((query) => query.isError);
