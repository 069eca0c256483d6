import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOffline } from './offline-status';

function goOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('useOffline', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('follows the browser going offline and back online', () => {
    const { result } = renderHook(() => useOffline());
    expect(result.current).toBe(false);
    act(() => {
      goOnline(false);
    });
    expect(result.current).toBe(true);
    act(() => {
      goOnline(true);
    });
    expect(result.current).toBe(false);
  });
});
