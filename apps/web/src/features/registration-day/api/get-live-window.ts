import { waitingRoom, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = waitingRoom.getLiveWindow;

/** Registrar: the registration day as it happens. */
export function getLiveWindow(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export const LIVE_WINDOW_QUERY_KEY = ['registration', 'live'] as const;
/** The server's figures move every half second; five seconds is live enough for a person watching. */
const REFRESH_MS = 5_000;

export function useLiveWindow() {
  return useQuery(
    queryOptions({
      queryKey: LIVE_WINDOW_QUERY_KEY,
      queryFn: ({ signal }) => getLiveWindow(signal),
      staleTime: 0,
      refetchInterval: REFRESH_MS,
    }),
  );
}
