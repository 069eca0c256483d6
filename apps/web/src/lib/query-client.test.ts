import { addDrop } from '@portal/contract/calls';
import { MutationObserver, onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { isOffline } from './offline-status';
import { createQueryClient } from './query-client';

function goOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** Lets timers and promises the query client started run, long enough for a resumed request to go out. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

let client: QueryClient | undefined;

afterEach(() => {
  client?.unmount();
  client = undefined;
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('createQueryClient: a change made offline', () => {
  it('is refused at once, and nothing is sent when the device is back online', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ Status: '200', ReturnObject: null }), { status: 200 })),
    );
    const api = createApiClient({ fetch, baseUrl: () => '', isOffline });
    goOnline(false);
    client = createQueryClient();
    client.mount();
    const drop = new MutationObserver(client, {
      mutationFn: () => api.call(addDrop.insertTempDropCourse, { body: { CourseId: 7, Version: 3 } }),
    });

    drop.mutate().catch(() => undefined);
    await vi.waitFor(() => {
      expect(drop.getCurrentResult().status).toBe('error');
    });
    expect(drop.getCurrentResult().error).toMatchObject({ kind: 'offline' });
    expect(drop.getCurrentResult().isPaused).toBe(false);

    goOnline(true);
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(
      client
        .getMutationCache()
        .getAll()
        .every((mutation) => !mutation.state.isPaused),
    ).toBe(true);
  });
});
