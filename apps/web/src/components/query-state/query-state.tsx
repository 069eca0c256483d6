import type { ReactNode } from 'react';
import { FetchedAt } from '../fetched-at';
import { StatePanel } from '../state-panel';
import { LoadFailedPanel } from './load-failed-panel';
import { NotSeenOfflinePanel } from './not-seen-offline-panel';
import { QueryLoading } from './query-loading';
import { refetchAll, waitsForNetwork, type PageQuery } from './page-query';

/** A TanStack Query result as far as the page's states need it (plain and infinite queries both fit). */
export interface StateQuery<TData> extends PageQuery {
  data: TData | undefined;
  /** When the data came from the server; the fetched-at line tells it while offline. */
  dataUpdatedAt: number;
}

/** The page's words when there is nothing to show: what is missing and what the student can do. */
export interface EmptyState<TData> {
  when: (data: TData) => boolean;
  icon: string;
  title: string;
  detail?: string;
}

interface QueryStateProps<TData> {
  query: StateQuery<TData>;
  /** What could not be loaded, in the page's words. */
  errorTitle: string;
  /** Retry; reads this query again unless the page reads more than it. */
  onRetry?: () => void;
  /** A placeholder shaped like the content (a skeleton list) instead of the spinner. */
  loading?: ReactNode;
  /** Words under the spinner, for a wait long enough to need them. */
  loadingText?: string;
  empty?: EmptyState<TData>;
  /** Read-only pages shown from the offline copy: "Last updated …" under the data while offline. */
  fetchedAt?: boolean;
  children: (data: TData) => ReactNode;
}

/**
 * One query's states on a page or panel: loading, failed with Retry, offline with nothing seen yet, empty,
 * else the page's content, with the fetched-at line when the data may be the offline copy. A failed
 * refresh shows the failure rather than the data it could not renew, as the pages always have.
 */
export function QueryState<TData>({
  query,
  errorTitle,
  onRetry,
  loading,
  loadingText,
  empty,
  fetchedAt = false,
  children,
}: QueryStateProps<TData>) {
  if (query.isError) {
    const retry = onRetry ?? (() => void query.refetch());
    return <LoadFailedPanel title={errorTitle} error={query.error} onRetry={retry} />;
  }
  if (waitsForNetwork(query)) return <NotSeenOfflinePanel />;
  if (query.isPending || query.data === undefined) {
    return loading ?? <QueryLoading text={loadingText} />;
  }
  const data = query.data;
  return (
    <>
      {empty?.when(data) ? (
        <StatePanel tone="empty" icon={empty.icon} title={empty.title} detail={empty.detail} />
      ) : (
        children(data)
      )}
      {fetchedAt && <FetchedAt updatedAt={query.dataUpdatedAt} />}
    </>
  );
}

/**
 * Several queries a page needs all of: the first failure with Retry, else the offline state when one waits
 * for a network with nothing to show, else the spinner, and nothing once all have answered (the page then
 * renders its content from them). Retry reads them all again unless the page says otherwise.
 */
export function QueriesPending({
  queries,
  errorTitle,
  onRetry,
}: {
  queries: readonly PageQuery[];
  errorTitle: string;
  onRetry?: () => void;
}) {
  const failed = queries.find((query) => query.isError);
  if (failed) {
    const retry = onRetry ?? (() => void refetchAll(queries)());
    return <LoadFailedPanel title={errorTitle} error={failed.error} onRetry={retry} />;
  }
  if (queries.some(waitsForNetwork)) return <NotSeenOfflinePanel />;
  if (queries.some((query) => query.isPending)) return <QueryLoading />;
  return null;
}
