import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { markAllMessagesRead } from './mark-all-messages-read';
import { applyRead } from './mark-message-read';
import { UNREAD_COUNT_KEY } from './keys';

/*
 * What "the bell clears the badge" (spec §4) means: the messages unread at the click are marked read on the
 * server, so the badge, home's unread tile and the page's Unread filter all say 0, after a reload and on
 * every device. The page the bell opens still shows those messages as new: they carry the read time the
 * server answered, kept here for the session (one mark for the whole app).
 */
let clearedAt: string | undefined;
const listeners = new Set<() => void>();

function setClearedAt(next: string | undefined): void {
  clearedAt = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The read time the bell's last clearing gave its messages, if the bell cleared any this session. */
export function useClearedByBellAt(): string | undefined {
  return useSyncExternalStore(subscribe, () => clearedAt);
}

/** A new session starts with nothing cleared by the bell. */
export function forgetBellClearing(): void {
  setClearedAt(undefined);
}

/**
 * The bell's click: the badge hides at once; if the server refuses (offline, say) the count is asked again
 * and the badge shows the truth.
 */
export function useClearBadge(): (unread: number) => void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: markAllMessagesRead,
    onMutate: () => {
      queryClient.setQueryData(UNREAD_COUNT_KEY, 0);
    },
    onSuccess: (answer) => {
      setClearedAt(answer.ReadAt);
      applyRead(queryClient, answer.Unread, () => true, answer.ReadAt);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY }),
  });
  return useCallback(
    (unread: number) => {
      if (unread > 0) mutate();
    },
    [mutate],
  );
}
