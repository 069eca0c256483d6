import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPLIT_PANE_WHEN, useMenuContents } from './use-menu-contents';

/** A window whose width is given: `matchMedia(SPLIT_PANE_WHEN)` follows it and tells its listeners. */
function windowOfWidth(wide: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return wide;
    },
    addEventListener: (_: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_: 'change', listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    expect(query).toBe(SPLIT_PANE_WHEN);
    return media;
  });
  return {
    widen: () => {
      wide = true;
      listeners.forEach((listener) => {
        listener();
      });
    },
    listeners,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useMenuContents', () => {
  it('renders at once where the split pane shows the menu', () => {
    windowOfWidth(true);
    const { result } = renderHook(() => useMenuContents());
    expect(result.current[0]).toBe(true);
  });

  it('on a phone waits for the menu to open, however long the page stays idle', () => {
    vi.useFakeTimers();
    windowOfWidth(false);
    const { result } = renderHook(() => useMenuContents());
    expect(result.current[0]).toBe(false);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current[0]).toBe(false);
    act(() => {
      result.current[1]();
    });
    expect(result.current[0]).toBe(true);
  });

  it('on a phone renders when the window widens into the split pane, and stops listening then', () => {
    const window = windowOfWidth(false);
    const { result } = renderHook(() => useMenuContents());
    expect(window.listeners.size).toBe(1);
    act(() => {
      window.widen();
    });
    expect(result.current[0]).toBe(true);
    expect(window.listeners.size).toBe(0);
  });
});
