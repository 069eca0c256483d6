import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { KeyValueStore } from './key-value-store';

/**
 * The last-seen data of read-only pages, kept in Ionic Storage so the pages still show it offline
 * (issue 4 item 7). Only queries that opt in with `meta: { persist: true }` are kept (query-client.ts marks
 * the read-only areas); tokens and the session live in their own keys and are never part of it. Written
 * only while someone is signed in, and removed by the logout sequence (lib/logout.ts).
 */
export const PERSISTED_QUERIES_KEY = 'lastSeenQueries';

/** Older copies are dropped rather than shown as if current. */
export const PERSISTED_QUERIES_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Query results arrive in bursts on page load; one write after the burst instead of one per query. */
export const WRITE_DELAY_MS = 1000;

interface PersistedQueries {
  /** The build that wrote it: another build may expect other shapes, so its copy is not restored. */
  version: string;
  savedAt: number;
  state: DehydratedState;
}

export interface QueryPersistenceOptions {
  queryClient: QueryClient;
  store: KeyValueStore;
  version: string;
  /** Writes happen only while this is true (a signed-in session). */
  isSignedIn: () => boolean;
  now?: () => number;
}

export function isPersistable(query: { meta?: Record<string, unknown> }): boolean {
  return query.meta?.persist === true;
}

function isPersistedQueries(value: unknown): value is PersistedQueries {
  if (typeof value !== 'object' || value === null) return false;
  return 'version' in value && 'savedAt' in value && 'state' in value && typeof value.savedAt === 'number';
}

let active: { options: QueryPersistenceOptions; pending?: ReturnType<typeof setTimeout> } | undefined;

async function write(options: QueryPersistenceOptions): Promise<void> {
  if (!options.isSignedIn()) return;
  const state = dehydrate(options.queryClient, {
    shouldDehydrateQuery: (query) => isPersistable(query) && query.state.status === 'success',
    shouldDehydrateMutation: () => false,
  });
  const saved: PersistedQueries = { version: options.version, savedAt: (options.now ?? Date.now)(), state };
  await options.store.set(PERSISTED_QUERIES_KEY, saved);
}

/**
 * Puts the stored copy (if it is from this build and recent) into the cache before the first render, then
 * keeps the copy up to date as persistable queries change. Restored data is as old as it was when saved,
 * so pages refetch it as soon as there is a network.
 */
export async function startQueryPersistence(options: QueryPersistenceOptions): Promise<void> {
  const now = (options.now ?? Date.now)();
  const saved = await options.store.get(PERSISTED_QUERIES_KEY).catch(() => undefined);
  if (
    isPersistedQueries(saved) &&
    saved.version === options.version &&
    now - saved.savedAt <= PERSISTED_QUERIES_MAX_AGE_MS &&
    options.isSignedIn()
  ) {
    hydrate(options.queryClient, saved.state);
    // The copy may predate a change saved just before a reload (it is written a second after): shown at
    // once, but every page asks the server again when it mounts, however fresh its staleTime would call it.
    await options.queryClient.invalidateQueries({ predicate: isPersistable, refetchType: 'none' });
  }
  const current: NonNullable<typeof active> = { options };
  active = current;
  options.queryClient.getQueryCache().subscribe((event) => {
    if (active !== current || event.type !== 'updated' || !isPersistable(event.query)) return;
    if (current.pending !== undefined) return;
    current.pending = setTimeout(() => {
      current.pending = undefined;
      // A failed write only means the offline copy is older; the app carries on.
      write(options).catch(() => undefined);
    }, WRITE_DELAY_MS);
  });
}

/**
 * For the logout sequence: removes the stored copy, drops a write still waiting, and takes the persisted
 * queries out of the in-memory cache too, so the next person on this device never sees them.
 */
export async function clearPersistedQueries(): Promise<void> {
  if (!active) return;
  clearTimeout(active.pending);
  active.pending = undefined;
  active.options.queryClient.removeQueries({ predicate: isPersistable });
  await active.options.store.remove(PERSISTED_QUERIES_KEY);
}
