import { useQueryClient } from '@tanstack/react-query';
import type { PullEvent } from '../../components/query-state/page-query';
import { ORDERS_KEY } from './api/keys';

/** Pull to refresh on the request pages: every request read shown is read again (list, detail, log). */
export function useRefreshOrders() {
  const queryClient = useQueryClient();
  return async (pull?: PullEvent) => {
    try {
      await queryClient.refetchQueries({ queryKey: ORDERS_KEY, type: 'active' });
    } finally {
      pull?.detail.complete();
    }
  };
}
