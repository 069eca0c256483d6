import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepUpToDate, UPDATE_CHECK_INTERVAL_MS, type ServiceWorkerControl } from './service-worker';

type Listener = () => void;

/** A stand-in for workbox-window's Workbox that records calls and lets the test fire its events. */
function fakeWorkbox() {
  const listeners = new Map<string, Listener[]>();
  const calls = { register: 0, update: 0, skipWaiting: 0 };
  const control: ServiceWorkerControl = {
    addEventListener: (type, listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    register: () => {
      calls.register += 1;
      return Promise.resolve(undefined);
    },
    update: () => {
      calls.update += 1;
      return Promise.resolve();
    },
    messageSkipWaiting: () => {
      calls.skipWaiting += 1;
    },
  };
  const fire = (type: string) => {
    for (const listener of listeners.get(type) ?? []) listener();
  };
  return { control, calls, fire };
}

describe('keepUpToDate (spec §1/§9 version check)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks for a new version every 60 000 ms by default', async () => {
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(60_000);
    const workbox = fakeWorkbox();
    const stop = await keepUpToDate(workbox.control, { reload: vi.fn() });
    expect(workbox.calls.register).toBe(1);
    vi.advanceTimersByTime(59_999);
    expect(workbox.calls.update).toBe(0);
    vi.advanceTimersByTime(1);
    expect(workbox.calls.update).toBe(1);
    vi.advanceTimersByTime(120_000);
    expect(workbox.calls.update).toBe(3);
    stop();
    vi.advanceTimersByTime(600_000);
    expect(workbox.calls.update).toBe(3);
  });

  it('activates a waiting version and reloads once it controls the page', async () => {
    const workbox = fakeWorkbox();
    const reload = vi.fn();
    await keepUpToDate(workbox.control, { reload, checkEveryMs: 1000 });
    workbox.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('waiting');
    expect(workbox.calls.skipWaiting).toBe(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps checking after a failed check', async () => {
    const workbox = fakeWorkbox();
    let failures = 0;
    workbox.control.update = () => {
      failures += 1;
      return Promise.reject(new Error('offline'));
    };
    await keepUpToDate(workbox.control, { reload: vi.fn(), checkEveryMs: 1000 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(failures).toBe(3);
  });
});
