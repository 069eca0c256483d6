import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentWaitingRoom, leaveWaitingRoom, waitInRoom, whenAdmitted } from '../lib/waiting-room';
import { useSessionScopedCache } from './use-session-scoped-cache';

let accessToken = 'student-token';
vi.mock('../lib/use-session', () => ({
  useSession: () => ({ token: { access_token: accessToken } }),
}));

const place = {
  Admitted: false,
  Position: 3,
  QueueLength: 9,
  ExpectedWaitSeconds: 30,
  PollAfterSeconds: 2,
  WaitingSince: '2026-11-28T09:00:00.000Z',
  PassIdleSeconds: 600,
};

afterEach(() => {
  cleanup();
  leaveWaitingRoom();
  accessToken = 'student-token';
});

function renderScopedCache(queryClient: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      useSessionScopedCache();
    },
    { wrapper },
  );
}

describe('what belongs to one signed-in identity', () => {
  it('keeps answers and the waiting room while the identity stays', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['add-drop', 'cart'], { Sections: [1] });
    const { rerender } = renderScopedCache(queryClient);
    waitInRoom(place);
    rerender();
    expect(currentWaitingRoom().kind).toBe('waiting');
    expect(queryClient.getQueryData(['add-drop', 'cart'])).toEqual({ Sections: [1] });
  });

  it('drops the answers and leaves the waiting room when staff stop acting as the student', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['add-drop', 'cart'], { Sections: [1] });
    queryClient.setQueryData(['portal', 'app-configuration'], { PortalUrl: 'https://portal.example' });
    const { rerender } = renderScopedCache(queryClient);
    waitInRoom(place);
    const leftWithoutAdmission = whenAdmitted();
    accessToken = 'staff-token';
    rerender();
    expect(currentWaitingRoom().kind).toBe('closed');
    await expect(leftWithoutAdmission).resolves.toBe(false);
    expect(queryClient.getQueryData(['add-drop', 'cart'])).toBeUndefined();
    expect(queryClient.getQueryData(['portal', 'app-configuration'])).toEqual({
      PortalUrl: 'https://portal.example',
    });
  });
});
