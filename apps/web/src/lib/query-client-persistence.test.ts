import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from './key-value-store';
import { logout } from './logout';
import { Session } from './session';
import {
  clearPersistedQueries,
  PERSISTED_QUERIES_KEY,
  PERSISTED_QUERIES_MAX_AGE_MS,
  startQueryPersistence,
  WRITE_DELAY_MS,
} from './query-client-persistence';

const faculties = [{ Id: 1, NameEn: 'Engineering' }];

function options(store: ReturnType<typeof createMemoryStore>, signedIn = true, version = 'v1') {
  return { queryClient: new QueryClient(), store, version, isSignedIn: () => signedIn };
}

/** A client whose read-only query was answered and whose staff query was too. */
async function answered(queryClient: QueryClient): Promise<void> {
  await queryClient.query({
    queryKey: ['academic', 'faculties'],
    queryFn: () => faculties,
    meta: { persist: true },
  });
  await queryClient.query({ queryKey: ['staff', 'logs'], queryFn: () => ['secret'] });
}

describe('query persistence (last-seen data offline)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores only queries marked persistable, once after a burst, and restores them in a new client', async () => {
    const store = createMemoryStore();
    const first = options(store);
    await startQueryPersistence(first);
    await answered(first.queryClient);
    expect(store.entries.has(PERSISTED_QUERIES_KEY)).toBe(false);
    await vi.advanceTimersByTimeAsync(WRITE_DELAY_MS);
    expect(store.entries.has(PERSISTED_QUERIES_KEY)).toBe(true);
    expect(JSON.stringify(store.entries.get(PERSISTED_QUERIES_KEY))).not.toContain('secret');

    const next = options(store);
    await startQueryPersistence(next);
    expect(next.queryClient.getQueryData(['academic', 'faculties'])).toEqual(faculties);
    expect(next.queryClient.getQueryData(['staff', 'logs'])).toBeUndefined();
    // Shown at once, asked again by the page that mounts it (a change saved just before the reload).
    expect(next.queryClient.getQueryState(['academic', 'faculties'])?.isInvalidated).toBe(true);
  });

  it('writes nothing while signed out and restores nothing then', async () => {
    const store = createMemoryStore();
    const signedOut = options(store, false);
    await startQueryPersistence(signedOut);
    await answered(signedOut.queryClient);
    await vi.advanceTimersByTimeAsync(WRITE_DELAY_MS);
    expect(store.entries.has(PERSISTED_QUERIES_KEY)).toBe(false);

    const signedIn = options(store);
    await startQueryPersistence(signedIn);
    await answered(signedIn.queryClient);
    await vi.advanceTimersByTimeAsync(WRITE_DELAY_MS);
    const after = options(store, false);
    await startQueryPersistence(after);
    expect(after.queryClient.getQueryData(['academic', 'faculties'])).toBeUndefined();
  });

  it('ignores a copy written by another build or older than the limit', async () => {
    const store = createMemoryStore();
    const writer = options(store);
    await startQueryPersistence(writer);
    await answered(writer.queryClient);
    await vi.advanceTimersByTimeAsync(WRITE_DELAY_MS);

    const otherBuild = options(store, true, 'v2');
    await startQueryPersistence(otherBuild);
    expect(otherBuild.queryClient.getQueryData(['academic', 'faculties'])).toBeUndefined();

    const later = { ...options(store), now: () => Date.now() + PERSISTED_QUERIES_MAX_AGE_MS + 1 };
    await startQueryPersistence(later);
    expect(later.queryClient.getQueryData(['academic', 'faculties'])).toBeUndefined();
  });

  it('clearPersistedQueries removes the stored copy, a pending write and the cached data', async () => {
    const store = createMemoryStore();
    const current = options(store);
    await startQueryPersistence(current);
    await answered(current.queryClient);
    await vi.advanceTimersByTimeAsync(WRITE_DELAY_MS);
    await current.queryClient.refetchQueries({ queryKey: ['academic', 'faculties'] });

    await clearPersistedQueries();
    await vi.advanceTimersByTimeAsync(WRITE_DELAY_MS * 2);
    expect(store.entries.has(PERSISTED_QUERIES_KEY)).toBe(false);
    expect(current.queryClient.getQueryData(['academic', 'faculties'])).toBeUndefined();
    expect(current.queryClient.getQueryData(['staff', 'logs'])).toEqual(['secret']);
  });

  it('is removed by the logout sequence, with the session keys', async () => {
    const store = createMemoryStore({ userToken: { access_token: 't', userName: 'student@ndu.edu.eg' } });
    const session = new Session(store);
    await session.load();
    const current = { ...options(store), isSignedIn: () => session.current().token !== undefined };
    await startQueryPersistence(current);
    await answered(current.queryClient);
    await vi.advanceTimersByTimeAsync(WRITE_DELAY_MS);
    expect(store.entries.has(PERSISTED_QUERIES_KEY)).toBe(true);

    await logout({
      session,
      browserStorage: window.localStorage,
      revokeToken: () => Promise.resolve(),
      removeDevicePush: () => Promise.resolve(),
      closeMenu: () => Promise.resolve(),
      goToLogin: () => undefined,
    });
    expect(store.entries.has(PERSISTED_QUERIES_KEY)).toBe(false);
    expect(store.entries.has('userToken')).toBe(false);
  });
});
