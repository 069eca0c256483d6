import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { StudentMessage, StudentMessagesPage } from './get-student-messages';
import { studentMessagesKey, UNREAD_COUNT_KEY } from './keys';
import { applyRead } from './mark-message-read';

function message(id: number, isRead = false): StudentMessage {
  return {
    MessageId: id,
    Title: `Message ${id}`,
    Body: 'Body',
    Link: null,
    CreatedAt: '2026-03-01T07:30:00.000Z',
    IsRead: isRead,
    ReadAt: isRead ? '2026-03-01T09:00:00.000Z' : null,
  };
}

function pages(...items: StudentMessage[]): InfiniteData<StudentMessagesPage> {
  return { pages: [{ Items: items, Total: items.length, Page: 1, PageSize: 20 }], pageParams: [1] };
}

function seeded() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(UNREAD_COUNT_KEY, 3);
  queryClient.setQueryData(studentMessagesKey('all'), pages(message(1), message(2), message(3, true)));
  queryClient.setQueryData(studentMessagesKey('unread'), pages(message(1), message(2)));
  return queryClient;
}

const flags = (data: InfiniteData<StudentMessagesPage> | undefined) =>
  data?.pages.flatMap((page) => page.Items.map((item) => [item.MessageId, item.IsRead]));

describe('applyRead', () => {
  it('sets the badge to the server count and shows only the marked message read in every list', () => {
    const queryClient = seeded();
    applyRead(queryClient, 1, (id) => id === 2);
    expect(queryClient.getQueryData(UNREAD_COUNT_KEY)).toBe(1);
    const all = queryClient.getQueryData<InfiniteData<StudentMessagesPage>>(studentMessagesKey('all'));
    expect(flags(all)).toEqual([
      [1, false],
      [2, true],
      [3, true],
    ]);
    // A message read earlier keeps its own read time.
    expect(all?.pages[0]?.Items[2]?.ReadAt).toBe('2026-03-01T09:00:00.000Z');
    expect(all?.pages[0]?.Items[1]?.ReadAt).toEqual(expect.any(String));
    // The lists are stale now (the unread filter changed), so they refetch when next shown.
    expect(queryClient.getQueryState(studentMessagesKey('unread'))?.isInvalidated).toBe(true);
  });

  it('marks everything read for "mark all read"', () => {
    const queryClient = seeded();
    applyRead(queryClient, 0, () => true);
    expect(queryClient.getQueryData(UNREAD_COUNT_KEY)).toBe(0);
    expect(flags(queryClient.getQueryData(studentMessagesKey('unread')))).toEqual([
      [1, true],
      [2, true],
    ]);
  });
});
