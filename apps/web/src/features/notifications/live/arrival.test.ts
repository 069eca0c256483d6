import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { studentMessagesKey, UNREAD_COUNT_KEY } from '../api/keys';
import { applyArrival } from './arrival';

describe('a message arriving on the live stream', () => {
  it('raises the unread count by one and marks the message lists stale', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(UNREAD_COUNT_KEY, 2);
    queryClient.setQueryData(studentMessagesKey('all'), { pages: [], pageParams: [] });
    applyArrival(queryClient);
    expect(queryClient.getQueryData(UNREAD_COUNT_KEY)).toBe(3);
    expect(queryClient.getQueryState(studentMessagesKey('all'))?.isInvalidated).toBe(true);
  });

  it('does not invent a count that was never loaded (it is asked for instead)', () => {
    const queryClient = new QueryClient();
    applyArrival(queryClient);
    expect(queryClient.getQueryData(UNREAD_COUNT_KEY)).toBeUndefined();
  });
});
