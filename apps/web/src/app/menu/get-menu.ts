import { menu, type ResponseOf } from '@portal/contract/calls';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

const call = menu.getMenu;

/** The pages this user may use (spec §3 server menu items). */
export function getMenu(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal, catalogue: false });
}

export const MENU_QUERY_KEY = ['portal', 'menu'] as const;

export function menuQueryOptions() {
  return queryOptions({
    queryKey: MENU_QUERY_KEY,
    queryFn: ({ signal }) => getMenu(signal),
    // Route changes re-run the menu load (spec §4); within a minute they reuse the answer.
    staleTime: 60_000,
    // A refusal (403) or failure is answered by an alert with Retry, not by silent retries.
    retry: false,
  });
}
