import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { badgeCount, resetNotificationBadge, useNotificationBadge } from './notification-badge';

afterEach(resetNotificationBadge);

describe('notification badge (spec §4, §9)', () => {
  it('shows the unread count until cleared', () => {
    expect(badgeCount(0, undefined)).toBe(0);
    expect(badgeCount(3, undefined)).toBe(3);
  });

  it('clears on the bell and then counts new arrivals from 1', () => {
    const { result, rerender } = renderHook(({ unread }) => useNotificationBadge(unread), {
      initialProps: { unread: 4 },
    });
    expect(result.current.count).toBe(4);
    act(() => {
      result.current.clear();
    });
    expect(result.current.count).toBe(0);
    rerender({ unread: 5 });
    expect(result.current.count).toBe(1);
  });

  it('is one badge for every header: clearing one clears all', () => {
    const first = renderHook(() => useNotificationBadge(2));
    const second = renderHook(() => useNotificationBadge(2));
    act(() => {
      first.result.current.clear();
    });
    expect(second.result.current.count).toBe(0);
  });

  it('follows the count down when messages are read elsewhere', () => {
    const { result, rerender } = renderHook(({ unread }) => useNotificationBadge(unread), {
      initialProps: { unread: 4 },
    });
    act(() => {
      result.current.clear();
    });
    rerender({ unread: 0 });
    rerender({ unread: 1 });
    expect(result.current.count).toBe(1);
  });
});
