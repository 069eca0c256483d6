import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * The bell's badge (spec §4/§9): the unread count, hidden at 0; clicking the bell clears it, after which it
 * counts only what arrives later (a new message shows 1). `clearedAt` is the unread count at the click.
 */
export function badgeCount(unread: number, clearedAt: number | undefined): number {
  if (clearedAt === undefined) return unread;
  return Math.max(0, unread - clearedAt);
}

/* One mark for the whole app: Ionic keeps a header per visited page, and all of them show one badge. */
let clearedAt: number | undefined;
const listeners = new Set<() => void>();

function setClearedAt(next: number | undefined): void {
  clearedAt = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A new session starts with the full unread count again. */
export function resetNotificationBadge(): void {
  setClearedAt(undefined);
}

export function useNotificationBadge(unread: number): { count: number; clear: () => void } {
  const mark = useSyncExternalStore(subscribe, () => clearedAt);
  // Messages read elsewhere lower the unread count below the mark: the mark follows it down.
  useEffect(() => {
    if (mark !== undefined && unread < mark) setClearedAt(unread);
  }, [mark, unread]);
  const clear = useCallback(() => {
    setClearedAt(unread);
  }, [unread]);
  return { count: badgeCount(unread, mark), clear };
}
