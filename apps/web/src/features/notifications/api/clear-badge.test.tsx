import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetBellClearing, useClearBadge, useClearedByBellAt } from './clear-badge';
import type { StudentMessagesPage } from './get-student-messages';
import { studentMessagesKey, UNREAD_COUNT_KEY } from './keys';

const server = vi.hoisted(() => ({ markAll: vi.fn() }));
vi.mock('./mark-all-messages-read', () => ({ markAllMessagesRead: server.markAll }));

const READ_AT = '2026-11-27T05:00:00.123Z';

afterEach(() => {
  cleanup();
  forgetBellClearing();
  server.markAll.mockReset();
});

function seeded() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(UNREAD_COUNT_KEY, 3);
  queryClient.setQueryData<InfiniteData<StudentMessagesPage>>(studentMessagesKey('all'), {
    pages: [
      {
        Items: [1, 2].map((id) => ({
          MessageId: id,
          Title: `Message ${id}`,
          Body: 'Body',
          Link: null,
          CreatedAt: '2026-11-26T07:30:00.000Z',
          IsRead: false,
          ReadAt: null,
        })),
        Total: 2,
        Page: 1,
        PageSize: 20,
      },
    ],
    pageParams: [1],
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => ({ clear: useClearBadge(), clearedAt: useClearedByBellAt() }), { wrapper });
  return { queryClient, hook };
}

describe("the bell's clearing", () => {
  it('marks the messages read on the server, so every count says 0, and remembers their read time', async () => {
    server.markAll.mockResolvedValue({ Unread: 0, ReadAt: READ_AT });
    const { queryClient, hook } = seeded();
    act(() => {
      hook.result.current.clear(3);
    });
    expect(queryClient.getQueryData(UNREAD_COUNT_KEY)).toBe(0);
    await waitFor(() => {
      expect(hook.result.current.clearedAt).toBe(READ_AT);
    });
    expect(server.markAll).toHaveBeenCalledTimes(1);
    const all = queryClient.getQueryData<InfiniteData<StudentMessagesPage>>(studentMessagesKey('all'));
    expect(all?.pages[0]?.Items.map((item) => [item.IsRead, item.ReadAt])).toEqual([
      [true, READ_AT],
      [true, READ_AT],
    ]);
  });

  it('asks for the count again when the server refuses, so the badge shows the truth', async () => {
    server.markAll.mockRejectedValue(new Error('offline'));
    const { queryClient, hook } = seeded();
    act(() => {
      hook.result.current.clear(3);
    });
    await waitFor(() => {
      expect(queryClient.getQueryState(UNREAD_COUNT_KEY)?.isInvalidated).toBe(true);
    });
    expect(hook.result.current.clearedAt).toBeUndefined();
  });

  it('sends nothing when nothing is unread', () => {
    const { hook } = seeded();
    act(() => {
      hook.result.current.clear(0);
    });
    expect(server.markAll).not.toHaveBeenCalled();
  });
});
